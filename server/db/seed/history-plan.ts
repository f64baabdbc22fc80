import { Temporal } from 'temporal-polyfill';
import type { offers, products, requests } from '../schema';
import type { Random } from './random';

/** The seller's calendar (services/seller-time.ts; the seed sits below the services). */
export const SELLER_TIME_ZONE = 'Asia/Kuwait';
const MINUTE = 60_000;
const DAY = 86_400_000;

export const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

export interface HistoryTemplate {
  id: number; slug: string; name: string; price: number; sellType: 'sell' | 'barter' | 'sell/barter'; categoryId: number | null;
  conditionType: 'new' | 'used'; summary: string; createdAt: Date; isActive: boolean; status: string;
}

/** What a company has before its history is written. */
export interface HistoryCompany {
  id: number;
  slug: string;
  sellerIds: number[];
  /** Its products: what was sold before resembles them (name, category, price, image). */
  templates: HistoryTemplate[];
  imageOf: Map<number, { url: string; thumbnailUrl: string }>;
  /** The oldest existing product and request: the history is dated before them (first pages stay as they are). */
  firstProductAt: number;
  firstRequestAt: number | null;
  lastProductNum: number;
  lastRequestNum: number;
}

type RequestRow = Omit<typeof requests.$inferInsert, 'companyId' | 'receiverProductId' | 'num'> & { createdAt: Date };

/** One sold product of the past: the product, its requests (a rejected one perhaps, then the accepted one), its paid boosts. */
export interface PlannedProduct {
  product: typeof products.$inferInsert & { createdAt: Date; firstSellerId: number };
  image: { url: string; thumbnailUrl: string } | null;
  requests: RequestRow[];
  promotions: Pick<typeof offers.$inferInsert, 'name' | 'fromDate' | 'toDate' | 'amountFils'>[];
  /** When it was sold (ms): it is no longer viewed after. */
  soldAt: number;
}

/** The Kuwait day of an instant. */
export const kuwaitDayOf = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(SELLER_TIME_ZONE).toPlainDate();
const kuwaitMidnight = (day: Temporal.PlainDate) => day.toZonedDateTime({ timeZone: SELLER_TIME_ZONE }).epochMilliseconds;
/** A price as sellers write it: a round half dinar (fils). */
const roundPrice = (fils: number) => Math.max(500, Math.round(fils / 500) * 500);
const toSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * The sales and trade-ins of each Kuwait day from `start` until just before the company's existing requests
 * (yesterday when it has none): a busier season now and then, growing over the year. Each is a product of its
 * own, listed before the existing catalogue, sold at the then-price (some repriced since), sometimes refused
 * once first; every other month a paid boost ran over a sale, and twice a year one sold nothing.
 */
export function planHistory(r: Random, input: {
  company: HistoryCompany; start: Temporal.PlainDate; now: Date; buyerIds: number[]; offered: { id: number; ownerId: number }[];
  monthlySales: number; monthlyTradeIns: number;
}): PlannedProduct[] {
  const { company } = input;
  const until = Math.min(company.firstRequestAt ?? input.now.getTime(), input.now.getTime() - DAY) - 2 * 3_600_000;
  const productCeiling = company.firstProductAt - DAY;
  const forSale = company.templates.filter((t) => t.sellType !== 'barter');
  const forBarter = company.templates.filter((t) => t.sellType !== 'sell');
  if (input.buyerIds.length === 0 || forSale.length === 0) return [];
  const season = Array.from({ length: 14 }, () => 0.75 + r.next() * 0.5);
  const planned: PlannedProduct[] = [];
  const times = (rate: number) => Math.floor(rate) + (r.chance(rate % 1) ? 1 : 0);

  for (let day = input.start, m = 0; kuwaitMidnight(day) < until; day = day.add({ days: 1 })) {
    if (day.day === 1 && Temporal.PlainDate.compare(day, input.start) > 0) m++;
    const pace = (0.65 + (0.35 * m) / 12) * season[m] / 30;
    const events = [
      ...Array.from({ length: times(input.monthlySales * pace) }, () => 'sale' as const),
      ...Array.from({ length: forBarter.length && input.offered.length ? times(input.monthlyTradeIns * pace) : 0 }, () => 'bartering' as const),
    ];
    for (const type of events) {
      const decidedAt = kuwaitMidnight(day) + r.int(10 * 60, 22 * 60) * MINUTE;
      if (decidedAt > until) continue;
      // Of three items the cheapest: small sales are many, a car or a flat now and then.
      const pool = type === 'sale' ? forSale : forBarter;
      const template = [r.pick(pool), r.pick(pool), r.pick(pool)].reduce((a, b) => (b.price < a.price ? b : a));
      const sellerId = r.pick(company.sellerIds);
      const thenPrice = roundPrice(template.price * (0.85 + r.next() * 0.25));
      const createdAt = decidedAt - r.int(30, 3 * 24 * 60) * MINUTE;
      const listedAt = toSecond(Math.min(createdAt - r.int(2, 45) * DAY, productCeiling - r.int(0, 20) * DAY));
      const swap = type === 'bartering' ? r.pick(input.offered) : null;
      const buyerId = swap ? swap.ownerId : r.pick(input.buyerIds);
      const rows: RequestRow[] = [];
      const refusedAt = createdAt - r.int(1, 6) * DAY;
      if (r.chance(0.3) && refusedAt > listedAt.getTime() + DAY) {
        rows.push({
          type: 'sale', status: 3, senderId: r.pick(input.buyerIds), createdAt: toSecond(refusedAt),
          decidedAt: toSecond(refusedAt + r.int(20, 24 * 60) * MINUTE), decidedBy: sellerId,
        });
      }
      rows.push({
        type, status: 2, senderId: buyerId, senderProductId: swap?.id ?? null, createdAt: toSecond(createdAt),
        decidedAt: toSecond(decidedAt), decidedBy: sellerId, acceptedPrice: type === 'sale' ? thenPrice : null,
      });
      planned.push({
        product: {
          companyId: company.id, num: 0, slug: `past-${template.slug}-${planned.length + 1}`, name: template.name,
          price: r.chance(0.2) ? roundPrice(thenPrice * 1.1) : thenPrice, sellType: template.sellType, status: 'sold', isActive: false,
          categoryId: template.categoryId, conditionType: template.conditionType, summary: template.summary, firstSellerId: sellerId,
          createdAt: listedAt, publishAt: listedAt, updatedAt: toSecond(decidedAt),
        },
        image: company.imageOf.get(template.id) ?? null,
        requests: rows,
        promotions: [],
        soldAt: decidedAt,
      });
    }
  }
  addPromotions(r, planned, input.start);
  // Numbers follow the order the products were listed in, after the existing ones.
  [...planned].sort((a, b) => a.product.createdAt.getTime() - b.product.createdAt.getTime())
    .forEach((p, i) => (p.product.num = company.lastProductNum + i + 1));
  return planned;
}

/** Every other month a paid boost over a sale of that month; in months 4 and 10 one that ended with nothing sold. */
function addPromotions(r: Random, planned: PlannedProduct[], start: Temporal.PlainDate) {
  const first = start.toPlainYearMonth();
  const sales = planned.filter((p) => p.requests.at(-1)!.type === 'sale').map((p) => ({ p, month: kuwaitDayOf(p.soldAt).toPlainYearMonth().toString() }));
  for (let m = 0; m <= 12; m++) {
    const month = first.add({ months: m }).toString();
    const inMonth = sales.filter((s) => s.month === month).map((s) => s.p);
    if (inMonth.length === 0) continue;
    if (m % 2 === 1) {
      const p = r.pick(inMonth);
      const soldDay = kuwaitDayOf(p.soldAt);
      const from = Math.max(kuwaitMidnight(soldDay.subtract({ days: r.int(1, 3) })), p.product.createdAt.getTime());
      const to = kuwaitMidnight(soldDay.add({ days: r.int(1, 2) }));
      p.promotions.push({ name: '', fromDate: new Date(from), toDate: new Date(to), amountFils: Math.ceil((to - from) / DAY) * r.int(2, 5) * 1000 });
    }
    if (m === 4 || m === 10) {
      const p = inMonth.find((x) => x.soldAt - x.product.createdAt.getTime() > 12 * DAY && x.promotions.length === 0);
      if (!p) continue;
      const from = p.product.createdAt.getTime() + DAY;
      p.promotions.push({ name: '', fromDate: new Date(from), toDate: new Date(from + 3 * DAY), amountFils: 3 * r.int(2, 5) * 1000 });
    }
  }
}
