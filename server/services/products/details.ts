import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ProductAttribute, ProductDetails } from '../../../src/api/schemas/products';
import type { Db } from '../../db';
import {
  attributeOptions, attributes, categories, offers, productAttributeValues, productBarters, productImages, products,
  productSellers, users,
} from '../../db/schema';
import type { BarterAttributeValue } from '../../db/tables/products';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { canManage, canRead } from './access';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Part 1 §3 Product in full, for the details dialog, the product page and the wizard's duplicate. 404 for outsiders. */
export async function productBySlug(db: Db, user: SessionUser, slug: string, now: Date): Promise<ProductDetails> {
  const [p] = await db.select().from(products).where(and(eq(products.slug, slug), isNull(products.deletedAt)));
  if (!p || !canRead(user, p)) throw notFound();

  const [category] = p.categoryId === null ? [] : await db.select().from(categories).where(eq(categories.id, p.categoryId));
  const [images, sellers, values, [barter], productOffers] = await Promise.all([
    db.select().from(productImages).where(eq(productImages.productId, p.id)).orderBy(asc(productImages.position), asc(productImages.id)),
    db.select({ id: users.id, fullName: users.fullName, userName: users.userName, imageUrl: users.imageUrl })
      .from(productSellers).innerJoin(users, eq(users.id, productSellers.userId))
      .where(eq(productSellers.productId, p.id)).orderBy(asc(productSellers.position)),
    db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, p.id)),
    db.select().from(productBarters).where(eq(productBarters.productId, p.id)),
    db.select().from(offers).where(and(eq(offers.productId, p.id), eq(offers.status, 'paid'))).orderBy(asc(offers.fromDate)),
  ]);
  const [pathRows, barterCategory] = await Promise.all([
    category ? db.select().from(categories).where(inArray(categories.slug, category.path)) : [],
    barter?.categoryId ? db.select({ path: categories.path }).from(categories).where(eq(categories.id, barter.categoryId)).then((r) => r[0]) : undefined,
  ]);
  const path = category ? category.path.map((s) => pathRows.find((c) => c.slug === s)!).filter(Boolean) : [];
  const barterValues = barter?.attributes ?? [];
  const described = await describeAttributes(db, [...values, ...barterValues.map(toValueRow)]);
  const running = (o: typeof productOffers[number]) => o.isActive && o.fromDate <= now && o.toDate > now;
  const allowed = canManage(user, p);
  const primary = images[0];

  return {
    id: p.id, num: p.num, name: p.name, slug: p.slug, price: Number(p.price), sellType: p.sellType, status: p.status,
    isActive: p.isActive, isBoosted: p.isBoosted || productOffers.some((o) => o.serviceType === 18 && running(o)), views: p.views, description: p.description, summary: p.summary,
    descriptionSeo: p.descriptionSeo, keywordsSeo: p.keywordsSeo, conditionType: p.conditionType,
    publishAt: iso(p.publishAt), createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
    primaryImage: primary ? { id: primary.id, url: primary.url, thumbnailUrl: primary.thumbnailUrl } : null,
    images: images.map((i) => ({ id: i.id, name: i.name, url: i.url, thumbnailUrl: i.thumbnailUrl })),
    categories: path.map((c) => ({ id: c.id, name: c.name, nameAr: c.nameAr, slug: c.slug, parentId: c.parentId })),
    categoryTree: category?.path ?? [],
    category: category ? { id: category.id, name: category.name, nameAr: category.nameAr, slug: category.slug, path: category.path } : null,
    sellers: sellers.map((s) => ({ id: s.id, fullName: s.fullName, userName: s.userName, image: s.imageUrl ? { url: s.imageUrl } : null })),
    attributes: values.map((v) => described.get(v.attributeId)!(v)).filter(Boolean),
    barter: barter ? {
      id: barter.id, description: barter.description, categoryId: barter.categoryId, path: barterCategory?.path ?? [],
      attributes: barterValues.map((v) => described.get(v.id)!(toValueRow(v))).filter(Boolean),
    } : null,
    offers: productOffers.map((o) => ({
      id: o.id, serviceType: o.serviceType, name: o.name, images: o.images, features: o.features,
      fromDate: o.fromDate.toISOString(), toDate: o.toDate.toISOString(), percentValue: o.percentValue,
      fixedValue: o.fixedValue === null ? null : Number(o.fixedValue), isActive: o.isActive,
    })),
    hasPromoOffer: productOffers.some((o) => o.serviceType === null && running(o)),
    canEdit: allowed, canDelete: allowed,
  };
}

type ValueRow = { attributeId: number; value: string | null; values: string[] | null };
const toValueRow = (v: BarterAttributeValue): ValueRow => ({ attributeId: v.id, value: v.value, values: v.values });

/** Attribute names, types and options for the given values, as functions that shape one value. */
async function describeAttributes(db: Db, values: ValueRow[]) {
  const ids = [...new Set(values.map((v) => v.attributeId))];
  const [defs, options] = ids.length === 0 ? [[], []] : await Promise.all([
    db.select().from(attributes).where(inArray(attributes.id, ids)),
    db.select().from(attributeOptions).where(inArray(attributeOptions.attributeId, ids))
      .orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
  ]);
  const shapers = new Map<number, (v: ValueRow) => ProductAttribute>();
  for (const a of defs) {
    const own = options.filter((o) => o.attributeId === a.id).map((o) => ({ id: o.id, option: o.option, optionAr: o.optionAr }));
    shapers.set(a.id, (v) => ({ id: a.id, name: a.name, nameAr: a.nameAr, type: a.type, value: v.value, values: v.values, options: own }));
  }
  return shapers;
}
