import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from './index';
import { companies, companyViews, offers, productImages, products, productSellers, productViews, requests, users } from './schema';
import { INDIVIDUALS_SLUG } from './seed-activity';
import { createRandom, type Random } from './seed/random';
import { chunks, kuwaitDayOf, planHistory, SELLER_TIME_ZONE, type HistoryCompany, type PlannedProduct } from './seed/history-plan';

/** Months of history before the current Kuwait month (the statistics' year view has something in each). */
export const HISTORY_MONTHS = 12;

/**
 * A year of the demo companies' past, so every statistics chart has something true to draw:
 * sold products (hidden from the marketplace now) with the sale request accepted at the then-price, a few
 * rejected ones, trade-ins, paid boosts (some sold during them, one not), and daily product and company
 * views from the buyers and the other companies' people. Everything is dated before the company's existing
 * products and requests, so the newest-first first pages of the lists stay as they were; no view is dated
 * today (the day's first view is the app's to count). Deterministic, and a company with history is skipped.
 */
export async function seedHistory(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const today = kuwaitDayOf(now.getTime());
  const start = today.toPlainYearMonth().subtract({ months: HISTORY_MONTHS }).toPlainDate({ day: 1 });
  const viewers = (await db.select({ id: users.id, companyId: users.companyId, roles: users.roles }).from(users)
    .where(isNull(users.deletedAt)).orderBy(asc(users.id))).filter((u) => !u.roles.includes('admin'));
  const buyerIds = viewers.filter((v) => v.companyId === null).map((v) => v.id);
  const [individuals] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, INDIVIDUALS_SLUG));
  const offered = individuals
    ? await db.select({ id: products.id, ownerId: products.firstSellerId }).from(products).where(eq(products.companyId, individuals.id)).orderBy(asc(products.id))
    : [];
  const r = createRandom(20260401);
  for (const [slug, monthlySales, monthlyTradeIns] of [['demo', 11, 3], ['rival', 4, 1]] as const) {
    const company = await companyOf(db, slug);
    if (!company) continue;
    const plan = planHistory(r, {
      company, start, now, buyerIds, offered: offered.map((o) => ({ id: o.id, ownerId: o.ownerId! })), monthlySales, monthlyTradeIns,
    });
    await insertHistory(db, r, company, plan, { start, today, viewers: viewers.filter((v) => v.companyId !== company.id).map((v) => v.id) });
  }
}

/** A company with products and sellers and no history yet, with what the plan needs from what exists. */
async function companyOf(db: Db, slug: string): Promise<HistoryCompany | null> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  if (!company) return null;
  const sellers = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, company.id), isNull(users.deletedAt))).orderBy(asc(users.id));
  const templates = await db.select({
    id: products.id, slug: products.slug, name: products.name, price: products.price, sellType: products.sellType, categoryId: products.categoryId,
    conditionType: products.conditionType, summary: products.summary, createdAt: products.createdAt, isActive: products.isActive, status: products.status,
  }).from(products).where(and(eq(products.companyId, company.id), isNull(products.deletedAt))).orderBy(asc(products.id));
  if (sellers.length === 0 || templates.length === 0 || templates.some((t) => t.slug.startsWith('past-'))) return null;
  const [bounds] = await db.select({
    firstRequest: sql<string | null>`min(${requests.createdAt})`, lastNum: sql<number>`coalesce(max(${requests.num}), 0)::int`,
  }).from(requests).where(eq(requests.companyId, company.id));
  const [last] = await db.select({ n: sql<number>`coalesce(max(${products.num}), 0)::int` }).from(products).where(eq(products.companyId, company.id));
  const images = await db.select({ productId: productImages.productId, url: productImages.url, thumbnailUrl: productImages.thumbnailUrl })
    .from(productImages).where(and(inArray(productImages.productId, templates.map((t) => t.id)), eq(productImages.position, 0)));
  return {
    id: company.id, slug, sellerIds: sellers.map((s) => s.id), templates,
    imageOf: new Map(images.map((i) => [i.productId, { url: i.url, thumbnailUrl: i.thumbnailUrl }])),
    firstProductAt: Math.min(...templates.map((t) => t.createdAt.getTime())),
    firstRequestAt: bounds.firstRequest ? new Date(bounds.firstRequest).getTime() : null,
    lastProductNum: Number(last.n),
    lastRequestNum: Number(bounds.lastNum),
  };
}

async function insertHistory(db: Db, r: Random, company: HistoryCompany, plan: PlannedProduct[], input: { start: Temporal.PlainDate; today: Temporal.PlainDate; viewers: number[] }) {
  const ids: number[] = [];
  for (const batch of chunks(plan, 200)) {
    const rows = await db.insert(products).values(batch.map((p) => p.product)).returning({ id: products.id });
    ids.push(...rows.map((row) => row.id));
  }
  const withId = plan.map((p, i) => ({ ...p, id: ids[i] }));
  await db.insert(productSellers).values(withId.map((p) => ({ productId: p.id, userId: p.product.firstSellerId!, position: 0 })));
  const imageRows = withId.flatMap((p) => (p.image ? [{ productId: p.id, name: `${p.product.slug}-1.jpg`, ...p.image, position: 0 }] : []));
  if (imageRows.length) await db.insert(productImages).values(imageRows);
  const requestRows = withId.flatMap((p) => p.requests.map((q) => ({ ...q, companyId: company.id, receiverProductId: p.id })))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((q, i) => ({ ...q, num: company.lastRequestNum + i + 1 }));
  for (const batch of chunks(requestRows, 500)) await db.insert(requests).values(batch);
  const offerRows = withId.flatMap((p) => p.promotions.map((o) => ({
    ...o, companyId: company.id, productId: p.id, serviceType: 18, status: 'paid' as const, isActive: true, addedBy: p.product.firstSellerId,
  })));
  if (offerRows.length) await db.insert(offers).values(offerRows);
  await insertViews(db, r, company, withId, input);
}

/**
 * Every Kuwait day from the start to yesterday: a few viewers open a few of the products listed that day
 * (the catalogue's live ones, and the history's until they sold); each viewer-day is a company view too,
 * and now and then someone opens only the company (its profile).
 */
async function insertViews(db: Db, r: Random, company: HistoryCompany, history: (PlannedProduct & { id: number })[],
  input: { start: Temporal.PlainDate; today: Temporal.PlainDate; viewers: number[] }) {
  if (input.viewers.length === 0) return;
  const listed = [
    ...company.templates.filter((t) => t.isActive && t.status === 'available').map((t) => ({ id: t.id, from: t.createdAt.getTime(), to: Infinity })),
    ...history.map((p) => ({ id: p.id, from: p.product.createdAt!.getTime(), to: p.soldAt })),
  ];
  const productRows: (typeof productViews.$inferInsert)[] = [];
  const companyRows: (typeof companyViews.$inferInsert)[] = [];
  const busy = company.sellerIds.length > 1 ? [3, 12] : [1, 5];
  for (let day = input.start; Temporal.PlainDate.compare(day, input.today) < 0; day = day.add({ days: 1 })) {
    const at = day.toZonedDateTime({ timeZone: SELLER_TIME_ZONE, plainTime: '12:00' }).epochMilliseconds;
    const open = listed.filter((p) => p.from <= at && at < p.to);
    const seen = new Set<string>();
    const visitors = new Set<number>();
    const date = day.toString();
    for (let k = r.int(busy[0], busy[1]); k > 0; k--) {
      const viewerId = r.pick(input.viewers);
      if (r.chance(0.12) || open.length === 0) { visitors.add(viewerId); continue; }
      const productId = r.pick(open).id;
      if (seen.has(`${productId}:${viewerId}`)) continue;
      seen.add(`${productId}:${viewerId}`);
      visitors.add(viewerId);
      productRows.push({ productId, viewerId, day: date });
    }
    for (const viewerId of visitors) companyRows.push({ companyId: company.id, day: date, viewerId });
  }
  for (const batch of chunks(productRows, 2000)) await db.insert(productViews).values(batch).onConflictDoNothing();
  for (const batch of chunks(companyRows, 2000)) await db.insert(companyViews).values(batch).onConflictDoNothing();
}
