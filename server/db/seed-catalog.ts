import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../storage/storage';
import type { Db } from './index';
import {
  attributeOptions, attributes, categories, categoryAttributes, companies, offers, productAttributeValues, productBarters,
  productImages, products, productSellers, users,
} from './schema';
import { ATTRIBUTES } from './seed/attributes-data';
import { CATEGORIES, type CategorySeed } from './seed/categories-data';
import { ensureSeedImage, initialsOf, type SeedImage } from './seed/images';
import { generateProducts, type GeneratedProduct, type SeedAttribute, type SeedLeaf } from './seed/products-gen';
import { createRandom } from './seed/random';

const TOP_COLORS = ['#b91c1c', '#1d4ed8', '#047857', '#b45309', '#7c3aed', '#0e7490', '#a16207', '#db2777'];

export interface SeedCatalogOptions {
  storage: Storage;
  /** Offers and dates are placed around this moment (tests pass their clock). */
  now?: Date;
  demoProducts?: number;
  rivalProducts?: number;
}

/** Categories, attributes and the demo companies' products. Idempotent: what exists is left alone. */
export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<void> {
  const now = options.now ?? new Date();
  const attributeByCode = await seedAttributes(db);
  const leaves = await seedCategories(db, options.storage, attributeByCode);
  const r = createRandom(20260301);
  for (const [slug, userNames, count] of [['demo', ['demo', 'sara', 'omar'], options.demoProducts ?? 300], ['rival', ['rival'], options.rivalProducts ?? 8]] as const) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
    if (!company) continue;
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.companyId, company.id));
    if (n > 0) continue;
    const sellers = await db.select({ id: users.id, userName: users.userName }).from(users)
      .where(and(eq(users.companyId, company.id), inArray(users.userName, [...userNames])));
    if (sellers.length === 0) continue;
    await insertProducts(db, generateProducts(r, { count, companyId: company.id, companySlug: slug, sellerIds: sellers.map((s) => s.id), leaves, now }));
  }
}

async function seedAttributes(db: Db): Promise<Map<string, SeedAttribute>> {
  await db.insert(attributes).values(ATTRIBUTES.map(({ options: _, ...a }) => a)).onConflictDoNothing({ target: attributes.code });
  const rows = await db.select().from(attributes);
  const existing = new Set((await db.selectDistinct({ id: attributeOptions.attributeId }).from(attributeOptions)).map((o) => o.id));
  const byCode = new Map(rows.map((a) => [a.code, a]));
  const missing = ATTRIBUTES.filter((a) => a.options && !existing.has(byCode.get(a.code)!.id)).flatMap((a) =>
    a.options!.map(([option, optionAr], position) => ({ attributeId: byCode.get(a.code)!.id, option, optionAr, position })));
  if (missing.length) await db.insert(attributeOptions).values(missing);
  const options = await db.select().from(attributeOptions).orderBy(attributeOptions.position);
  return new Map(rows.map((a) => [a.code, {
    id: a.id, code: a.code, type: a.type, options: options.filter((o) => o.attributeId === a.id).map((o) => o.option),
  }]));
}

/** Walks the tree depth first; returns the leaves with what products need from them. */
async function seedCategories(db: Db, storage: Storage, attributeByCode: Map<string, SeedAttribute>): Promise<SeedLeaf[]> {
  const leaves: SeedLeaf[] = [];
  const images: Promise<SeedImage>[] = [];
  // Images first, in parallel: sharp renders on its own threads.
  const imageOf = new Map<string, Promise<SeedImage>>();
  let n = 0;
  const collect = (c: CategorySeed, topIndex: number) => {
    if (c.children) c.children.forEach((child) => collect(child, topIndex));
    else {
      const image = ensureSeedImage(storage, c.slug, TOP_COLORS[topIndex % TOP_COLORS.length], n++, initialsOf(c.name));
      imageOf.set(c.slug, image);
      images.push(image);
    }
  };
  CATEGORIES.forEach((top, i) => collect(top, i));
  await Promise.all(images);
  const firstLeaf = (c: CategorySeed): CategorySeed => (c.children ? firstLeaf(c.children[0]) : c);

  const visit = async (c: CategorySeed, parentId: number | null, path: string[], top: CategorySeed, position: number) => {
    const image = await imageOf.get(firstLeaf(c).slug)!;
    const own = [...path, c.slug];
    await db.insert(categories).values({
      parentId, name: c.name, nameAr: c.nameAr, slug: c.slug, path: own, type: top.type ?? 'used', position,
      imageUrl: image.url, thumbnailUrl: image.thumbnailUrl,
    }).onConflictDoNothing({ target: categories.slug });
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, c.slug));
    if (c.children) {
      for (const [i, child] of c.children.entries()) await visit(child, row.id, own, top, i);
      return;
    }
    const attrs = (c.attributes ?? []).map((code) => attributeByCode.get(code)!);
    await db.insert(categoryAttributes).values(attrs.map((a, i) => ({ categoryId: row.id, attributeId: a.id, position: i })))
      .onConflictDoNothing();
    leaves.push({ id: row.id, top: top.slug, type: top.type ?? 'used', items: c.items ?? [], attributes: attrs, image });
  };
  for (const [i, top] of CATEGORIES.entries()) await visit(top, null, [], top, i);
  return leaves;
}

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

async function insertProducts(db: Db, generated: GeneratedProduct[]) {
  for (const batch of chunks(generated, 200)) {
    const rows = await db.insert(products)
      .values(batch.map(({ images: _i, sellerIds: _s, values: _v, barter: _b, offers: _o, ...p }) => p))
      .returning({ id: products.id, slug: products.slug });
    const idOf = new Map(rows.map((row) => [row.slug, row.id]));
    const withId = batch.map((p) => ({ ...p, id: idOf.get(p.slug)! }));
    const imageRows = withId.flatMap((p) => p.images.map((img, position) => ({
      productId: p.id, name: `${p.slug}-${position + 1}.jpg`, url: img.url, thumbnailUrl: img.thumbnailUrl, position,
    })));
    const sellerRows = withId.flatMap((p) => p.sellerIds.map((userId, position) => ({ productId: p.id, userId, position })));
    const valueRows = withId.flatMap((p) => p.values.map((v) => ({ productId: p.id, ...v })));
    const barterRows = withId.flatMap((p) => (p.barter ? [{ productId: p.id, ...p.barter }] : []));
    const offerRows = withId.flatMap((p) => p.offers.map((o) => ({ productId: p.id, companyId: p.companyId, ...o })));
    await db.insert(productImages).values(imageRows);
    await db.insert(productSellers).values(sellerRows);
    for (const part of chunks(valueRows, 1000)) await db.insert(productAttributeValues).values(part);
    if (barterRows.length) await db.insert(productBarters).values(barterRows);
    if (offerRows.length) await db.insert(offers).values(offerRows);
  }
}
