import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AttributeOptionsReply, CategoryAttribute, CategoryNode } from '../../src/api/schemas/categories';
import { OPTION_PAGE_SIZE } from '../../src/domain/limits';
import type { Db } from '../db';
import { attributeOptions, attributes, categories, categoryAttributes } from '../db/schema';
import { notFound } from '../http/errors';

/** The whole tree, built in memory: a marketplace has hundreds of categories, not millions. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id, name: r.name, nameAr: r.nameAr, slug: r.slug, type: r.type,
      image: r.thumbnailUrl ? { thumbnailUrl: r.thumbnailUrl } : null, childrenCount: 0, children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) {
      parent.children.push(node);
      parent.childrenCount += 1;
    } else roots.push(node);
  }
  return roots;
}

/**
 * Ids of the category at `path` (slugs from the root) and of all its descendants; [] when the path
 * names no category. Descendants are the rows whose own path starts with it.
 */
export async function categoryIdsUnder(db: Db, path: string[]): Promise<number[]> {
  if (path.length === 0 || path.length > 20) return [];
  const rows = await db.select({ id: categories.id }).from(categories)
    .where(sql`${categories.path}[1:${sql.raw(String(path.length))}] = array[${sql.join(path.map((slug) => sql`${slug}`), sql`, `)}]::text[]`);
  return rows.map((r) => r.id);
}

/** Attributes of a category (leaf categories carry them), in the wizard's order. */
export async function attributesOfCategory(db: Db, categoryId: number): Promise<CategoryAttribute[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound();
  const optionsCount = db.$with('options_count').as(
    db.select({ attributeId: attributeOptions.attributeId, n: count().as('n') }).from(attributeOptions).groupBy(attributeOptions.attributeId),
  );
  const rows = await db.with(optionsCount)
    .select({ id: attributes.id, name: attributes.name, nameAr: attributes.nameAr, type: attributes.type, n: optionsCount.n })
    .from(categoryAttributes)
    .innerJoin(attributes, eq(attributes.id, categoryAttributes.attributeId))
    .leftJoin(optionsCount, eq(optionsCount.attributeId, attributes.id))
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.position), asc(attributes.id));
  return rows.map(({ n, ...a }) => ({ ...a, optionsCount: Number(n ?? 0) }));
}

/** One page of an attribute's options, searched in both languages. Option lists are short: offset paging is fine. */
export async function attributeOptionsPage(db: Db, attributeId: number, page: number, q: string): Promise<AttributeOptionsReply> {
  const [attribute] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, attributeId));
  if (!attribute) throw notFound();
  const pattern = `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db
    .select({ id: attributeOptions.id, option: attributeOptions.option, optionAr: attributeOptions.optionAr })
    .from(attributeOptions)
    .where(and(eq(attributeOptions.attributeId, attributeId),
      q.trim() ? or(ilike(attributeOptions.option, pattern), ilike(attributeOptions.optionAr, pattern)) : undefined))
    .orderBy(asc(attributeOptions.position), asc(attributeOptions.id))
    .limit(OPTION_PAGE_SIZE + 1)
    .offset((page - 1) * OPTION_PAGE_SIZE);
  return { data: rows.slice(0, OPTION_PAGE_SIZE), nextPage: rows.length > OPTION_PAGE_SIZE ? page + 1 : null };
}
