import { asc, eq, inArray, max } from 'drizzle-orm';
import { Text } from '../../../src/api/schemas/common';
import { productCreateSchema, type CatalogAttribute, type CreateCatalog, type ProductCreateInput } from '../../../src/api/schemas/product-create';
import type { ProductDetails } from '../../../src/api/schemas/products';
import { ATTRIBUTE_TYPES } from '../../../src/api/schemas/categories';
import {
  attributeOptions, attributes, categories, categoryAttributes, companies, productAttributeValues, productBarters, productImages,
  products, productSellers,
} from '../../db/schema';
import type { AppDeps } from '../../http/context';
import type { SessionUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import { validationError } from '../../http/validation';
import type { Db } from '../../db';
import { isMemberOf } from './access';
import { productBySlug } from './details';
import { readProductImages, storeProductImages } from './images';
import { sanitizeDescription } from '../../lib/sanitize-description';

const Slug = Text(200).min(1);

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'item';

/** Multipart values are strings: JSON fields are parsed, the price read as an integer of fils. */
export function parseCreateForm(form: Record<string, unknown>): Record<string, unknown> {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : undefined);
  const json = (key: string) => {
    const value = text(key);
    if (value === undefined || value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null; // the schema says what is wrong with it
    }
  };
  const price = text('price');
  return {
    path: json('path'), name: text('name') ?? '', price: price && /^\d{1,15}$/.test(price) ? Number(price) : 0,
    attributes: json('attributes') ?? [], sellType: text('sellType'), description: text('description') ?? '', barter: json('barter'),
  };
}

type Leaf = { id: number; slug: string; path: string[]; type: 'used' | 'new'; isLeaf: boolean; attributes: Map<number, CatalogAttribute> };

/** The categories at the given paths (the leaf is the last slug) with their attributes and options. */
async function loadCatalog(db: Db, paths: unknown[]): Promise<{ catalog: CreateCatalog; leafAt: (path: string[]) => Leaf | undefined }> {
  // Only slugs the contract accepts are looked up; the schema reports the others.
  const slugs = [...new Set(paths.flatMap((p) => (Array.isArray(p) && Slug.safeParse(p.at(-1)).success ? [p.at(-1) as string] : [])))];
  const rows = slugs.length === 0 ? [] : await db.select({
    id: categories.id, slug: categories.slug, path: categories.path, type: categories.type,
  }).from(categories).where(inArray(categories.slug, slugs));
  const ids = rows.map((r) => r.id);
  const parents = new Set(ids.length === 0 ? [] : (await db.selectDistinct({ id: categories.parentId }).from(categories)
    .where(inArray(categories.parentId, ids))).map((r) => r.id));
  const links = ids.length === 0 ? [] : await db.select({ categoryId: categoryAttributes.categoryId, id: attributes.id, name: attributes.name, type: attributes.type })
    .from(categoryAttributes).innerJoin(attributes, eq(attributes.id, categoryAttributes.attributeId))
    .where(inArray(categoryAttributes.categoryId, ids));
  const attributeIds = [...new Set(links.map((l) => l.id))];
  const options = attributeIds.length === 0 ? [] : await db.select({ attributeId: attributeOptions.attributeId, option: attributeOptions.option })
    .from(attributeOptions).where(inArray(attributeOptions.attributeId, attributeIds)).orderBy(asc(attributeOptions.position));
  const leaves = new Map<string, Leaf>(rows.map((r) => [r.slug, {
    id: r.id, slug: r.slug, path: r.path, type: r.type, isLeaf: !parents.has(r.id),
    attributes: new Map(links.filter((l) => l.categoryId === r.id).map((l) => [l.id, {
      name: l.name, type: l.type, options: options.filter((o) => o.attributeId === l.id).map((o) => o.option),
    }])),
  }]));
  const leafAt = (path: readonly string[]) => {
    const leaf = leaves.get(path.at(-1) ?? '');
    return leaf && leaf.path.length === path.length && leaf.path.every((s, i) => s === path[i]) ? leaf : undefined;
  };
  return { catalog: { category: leafAt }, leafAt };
}

const valueColumns = (type: number, value: string | string[]) =>
  type === ATTRIBUTE_TYPES.multiOptions ? { value: null, values: value as string[] } : { value: (value as string).trim(), values: null };

/**
 * POST /api/products (part 1 §3 create payload). Only a company or an employee may create; the
 * company is the caller's, the caller the first seller, num the company's next running number.
 * Order: validate every field and image → write the files → one transaction for the rows; if the
 * transaction fails the files are removed, so there is never a half product or an orphan file.
 */
export async function createProduct(deps: Pick<AppDeps, 'db' | 'storage'>, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<ProductDetails> {
  const companyId = user.companyId;
  if (companyId === null || !isMemberOf(user, companyId)) throw forbidden();
  const raw = parseCreateForm(form);
  const barterRaw = raw.barter as { path?: unknown } | null | undefined;
  const { catalog, leafAt } = await loadCatalog(deps.db, [raw.path, barterRaw?.path]);
  const parsed = productCreateSchema(catalog).safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const fields: ProductCreateInput = parsed.data;
  const uploads = await readProductImages(form.images ?? form['images[]']);

  const leaf = leafAt(fields.path)!;
  const barterLeaf = fields.sellType !== 'sell' && fields.barter ? leafAt(fields.barter.path)! : undefined;
  const { images, remove } = await storeProductImages(deps.storage, uploads);
  let slug: string;
  try {
    slug = await deps.db.transaction(async (tx) => {
      // One creator at a time per company: the running number is read and used under this lock.
      const [company] = await tx.select({ id: companies.id, slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).for('update');
      const [{ last }] = await tx.select({ last: max(products.num) }).from(products).where(eq(products.companyId, companyId));
      const num = (last ?? 0) + 1;
      const productSlug = `${slugify(fields.name)}-${company.slug}-${num}`;
      const [product] = await tx.insert(products).values({
        companyId, num, slug: productSlug, name: fields.name, price: fields.price, sellType: fields.sellType,
        description: sanitizeDescription(fields.description), conditionType: leaf.type, categoryId: leaf.id,
        firstSellerId: user.id, publishAt: now, createdAt: now, updatedAt: now,
      }).returning({ id: products.id });
      await tx.insert(productSellers).values({ productId: product.id, userId: user.id, position: 0 });
      await tx.insert(productImages).values(images.map((img, position) => ({ productId: product.id, ...img, position })));
      const filled = fields.attributes.filter((a) => (Array.isArray(a.value) ? a.value.length > 0 : a.value.trim() !== ''));
      if (filled.length) {
        await tx.insert(productAttributeValues).values(filled.map((a) => ({
          productId: product.id, attributeId: a.id, ...valueColumns(leaf.attributes.get(a.id)!.type, a.value),
        })));
      }
      if (barterLeaf && fields.barter) {
        await tx.insert(productBarters).values({
          productId: product.id, categoryId: barterLeaf.id,
          attributes: fields.barter.attributes.map((a) => ({ id: a.id, ...valueColumns(barterLeaf.attributes.get(a.id)!.type, a.value) })),
        });
      }
      return productSlug;
    });
  } catch (err) {
    await remove();
    throw err;
  }
  return productBySlug(deps.db, user, slug, now);
}
