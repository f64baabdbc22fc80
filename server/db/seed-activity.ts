import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './index';
import { companies, conversations, messages, notifications, products, productSellers, requests, users } from './schema';
import { createRandom, type Random } from './seed/random';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Buyers of the demo (buyer1 is a demo account already); they share the demo password's hash. */
const BUYERS = [
  { userName: 'buyer2', email: 'buyer2@souqdesk.test', fullName: 'Abdullah Al-Rashidi' },
  { userName: 'buyer3', email: 'buyer3@souqdesk.test', fullName: 'Noura Al-Enezi' },
  { userName: 'buyer4', email: 'buyer4@souqdesk.test', fullName: 'Yousef Al-Kandari' },
  { userName: 'buyer5', email: 'buyer5@souqdesk.test', fullName: 'مريم الشمري' },
];

/** The items buyers offer in barters; each buyer owns one or two. */
const BUYER_ITEMS = [
  ['iPhone 13 Pro 256GB', 180_000], ['PlayStation 5 Digital', 120_000], ['Toyota Corolla 2016', 2_400_000],
  ['دراجة هوائية جبلية', 45_000], ['Samsung Galaxy S22', 150_000], ['Canon EOS 90D', 320_000],
  ['كنبة زاوية رمادية', 90_000], ['MacBook Air M1', 260_000],
] as const;

/** Buyers' own listings live under this tenant: products belong to a company, buyers to none. */
export const INDIVIDUALS_SLUG = 'individuals';

export async function individualsCompanyId(db: Db): Promise<number> {
  await db.insert(companies).values({ slug: INDIVIDUALS_SLUG, name: 'Individual sellers' }).onConflictDoNothing({ target: companies.slug });
  const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, INDIVIDUALS_SLUG));
  return c.id;
}

/** A buyer's own product (what a barter request offers). */
export async function addBuyerProduct(db: Db, input: { buyerId: number; name: string; price: number; createdAt: Date }): Promise<number> {
  const companyId = await individualsCompanyId(db);
  const [created] = await db.insert(products).values({
    companyId, firstSellerId: input.buyerId, name: input.name, price: input.price, sellType: 'barter',
    slug: `buyer-${input.buyerId}-${input.createdAt.getTime().toString(36)}-${Math.abs(hashOf(input.name)).toString(36)}`,
    num: sql`(select coalesce(max(${products.num}), 0) + 1 from ${products} where ${products.companyId} = ${companyId})`,
    createdAt: input.createdAt, updatedAt: input.createdAt, publishAt: input.createdAt,
  }).returning({ id: products.id });
  await db.insert(productSellers).values({ productId: created.id, userId: input.buyerId, position: 0 });
  return created.id;
}

const hashOf = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7);

/**
 * The demo company's activity: requests of both kinds and all three statuses over its products,
 * the notifications their decisions sent, and conversations with buyer messages and employee
 * replies at realistic delays, so the employees' metrics mean something. Deterministic, and
 * skipped when the company has requests already.
 */
export async function seedActivity(db: Db, options: { now?: Date; requestCount?: number; passwordHash?: string } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
  if (!demo) return;
  const [{ n }] = await db.select({ n: count() }).from(requests).where(eq(requests.companyId, demo.id));
  if (Number(n) > 0) return;
  const catalogue = await db.select({ id: products.id, name: products.name, price: products.price, sellType: products.sellType, firstSellerId: products.firstSellerId, createdAt: products.createdAt })
    .from(products).where(and(eq(products.companyId, demo.id), isNull(products.deletedAt), eq(products.isActive, true), eq(products.status, 'available')))
    .orderBy(asc(products.id)).limit(400);
  if (catalogue.length === 0) return;

  const r = createRandom(20260315);
  const buyers = await ensureBuyers(db, options.passwordHash);
  const offered = new Map<number, number[]>();
  for (const [i, buyer] of buyers.entries()) {
    const own = [BUYER_ITEMS[(i * 2) % BUYER_ITEMS.length], BUYER_ITEMS[(i * 2 + 1) % BUYER_ITEMS.length]].slice(0, i % 2 === 0 ? 2 : 1);
    const ids: number[] = [];
    for (const [name, price] of own) ids.push(await addBuyerProduct(db, { buyerId: buyer.id, name, price, createdAt: new Date(now.getTime() - 90 * DAY) }));
    offered.set(buyer.id, ids);
  }
  await seedRequests(db, r, { companyId: demo.id, catalogue, buyers, offered, now, total: options.requestCount ?? 36 });
  const members = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, demo.id), isNull(users.deletedAt))).orderBy(asc(users.id));
  await seedConversations(db, r, { companyId: demo.id, members: members.map((m) => m.id), buyers, catalogue, now });
}

async function ensureBuyers(db: Db, passwordHash?: string) {
  const [template] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userName, 'buyer1'));
  const hash = passwordHash ?? template?.passwordHash;
  if (hash) {
    await db.insert(users).values(BUYERS.map((b) => ({ ...b, roles: ['user' as const], passwordHash: hash }))).onConflictDoNothing();
  }
  return db.select({ id: users.id, fullName: users.fullName }).from(users)
    .where(inArray(users.userName, ['buyer1', ...BUYERS.map((b) => b.userName)])).orderBy(asc(users.id));
}

type Product = { id: number; name: string; price: number; sellType: string; firstSellerId: number | null; createdAt: Date };

async function seedRequests(db: Db, r: Random, input: {
  companyId: number; catalogue: Product[]; buyers: { id: number }[]; offered: Map<number, number[]>; now: Date; total: number;
}) {
  // About half barters (among products offered for barter), the rest purchases.
  const barterable = input.catalogue.filter((p) => p.sellType !== 'sell');
  const forBarter = new Set(r.some(barterable, Math.min(Math.floor(input.total / 2), barterable.length)));
  const sellable = input.catalogue.filter((p) => p.sellType !== 'barter' && !forBarter.has(p));
  const chosen = [...forBarter, ...r.some(sellable, Math.min(input.total - forBarter.size, sellable.length))];
  const rows: (typeof requests.$inferInsert)[] = [];
  const reserved: number[] = [];
  const told: (typeof notifications.$inferInsert)[] = [];
  for (const [i, product] of chosen.entries()) {
    const buyer = input.buyers[i % input.buyers.length];
    const type = forBarter.has(product) ? 'bartering' : 'sale';
    const since = Math.max(product.createdAt.getTime(), input.now.getTime() - 60 * DAY);
    const createdAt = new Date(since + r.next() * (input.now.getTime() - since - 2 * 3_600_000));
    // Roughly 45% pending, 30% accepted, 25% rejected; the last day's are still pending, as in life.
    const roll = r.next();
    const status = (createdAt.getTime() > input.now.getTime() - DAY || roll < 0.45 ? 1 : roll < 0.75 ? 2 : 3) as 1 | 2 | 3;
    const decidedAt = status === 1 ? null : new Date(Math.min(createdAt.getTime() + r.int(20, 2 * 24 * 60) * MINUTE, input.now.getTime()));
    rows.push({
      companyId: input.companyId, num: 0, type, status, senderId: buyer.id, receiverProductId: product.id,
      senderProductId: type === 'bartering' ? r.pick(input.offered.get(buyer.id)!) : null, createdAt,
      decidedAt, decidedBy: status === 1 ? null : product.firstSellerId, acceptedPrice: status === 2 && type === 'sale' ? product.price : null,
    });
    if (status === 2) reserved.push(product.id);
  }
  // Numbers follow the order the requests arrived in.
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime()).forEach((row, i) => (row.num = i + 1));
  const created = await db.insert(requests).values(rows).returning({ id: requests.id, num: requests.num });
  for (const [i, row] of rows.entries()) {
    if (row.status === 1) continue;
    const outcome = row.status === 2 ? 'accepted' : 'rejected';
    const product = chosen.find((p) => p.id === row.receiverProductId)!;
    told.push({
      userId: row.senderId, type: 2, senderId: row.decidedBy, value: String(created[i].id), createdAt: row.decidedAt!,
      title: `server.notification-request-${outcome}-title`, body: `server.notification-request-${outcome}-body`,
      vars: { product: product.name, num: created[i].num }, read: r.chance(0.5) ? 1 : 0,
    });
  }
  if (reserved.length) await db.update(products).set({ status: 'reserved' }).where(inArray(products.id, reserved));
  if (told.length) await db.insert(notifications).values(told);
}

const BUYER_LINES = ['Hello, is this still available?', 'السلام عليكم، هل السعر قابل للتفاوض؟', 'Can I see it this evening?', 'هل يوجد توصيل إلى الجهراء؟', 'What is the lowest price?', 'Would you accept a trade?'];
const MEMBER_LINES = ['Yes, it is available.', 'وعليكم السلام، السعر نهائي تقريبًا', 'Sure, after 6 pm in Salmiya.', 'نعم، التوصيل متاح خلال يومين', 'We can discuss it, send your offer.', 'Please send a photo of your item.'];

async function seedConversations(db: Db, r: Random, input: { companyId: number; members: number[]; buyers: { id: number }[]; catalogue: Product[]; now: Date }) {
  for (const [m, memberId] of input.members.entries()) {
    // Each member handles a different number of conversations and answers at its own pace.
    const howMany = 3 + ((m * 2) % 5);
    const paceMinutes = [12, 45, 180][m % 3];
    for (let k = 0; k < howMany; k++) {
      const buyer = input.buyers[(m + k) % input.buyers.length];
      let at = input.now.getTime() - r.int(2, 40) * DAY + r.int(0, 600) * MINUTE;
      const [conversation] = await db.insert(conversations).values({
        companyId: input.companyId, buyerId: buyer.id, employeeId: memberId, productId: r.pick(input.catalogue).id, createdAt: new Date(at),
      }).returning({ id: conversations.id });
      const lines: (typeof messages.$inferInsert)[] = [];
      for (let turn = 0, turns = r.int(1, 4); turn < turns; turn++) {
        for (let b = 0, asks = r.int(1, 2); b < asks; b++) {
          at += r.int(1, 5) * MINUTE;
          lines.push({ conversationId: conversation.id, senderId: buyer.id, body: r.pick(BUYER_LINES), status: 'read', createdAt: new Date(at) });
        }
        // The last buyer turn is sometimes still unanswered.
        if (turn === turns - 1 && r.chance(0.25)) break;
        at += Math.round(paceMinutes * (0.3 + r.next() * 1.4)) * MINUTE;
        lines.push({ conversationId: conversation.id, senderId: memberId, body: r.pick(MEMBER_LINES), status: 'read', createdAt: new Date(at) });
      }
      await db.insert(messages).values(lines);
      await db.update(conversations).set({ lastMessageAt: new Date(at) }).where(eq(conversations.id, conversation.id));
    }
  }
}
