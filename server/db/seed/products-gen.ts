import { sanitizeDescription } from '../../lib/sanitize-description';
import type { AttributeType } from '../tables/catalog';
import type { BarterAttributeValue, ConditionType, ProductStatus, SellType } from '../tables/products';
import type { ItemSeed } from './categories-data';
import type { SeedImage } from './images';
import { promoPrice } from '../../../src/domain/promotion-pricing';
import { DEFAULT_SETTINGS } from '../../../src/domain/promotion-settings';
import { SERVICE_PRICES } from './price-list';
import type { Random } from './random';

export interface SeedAttribute { id: number; code: string; type: AttributeType; options: string[] }
export interface SeedLeaf {
  id: number;
  top: string;
  type: ConditionType;
  items: ItemSeed[];
  attributes: SeedAttribute[];
  image: SeedImage;
}
type Value = { attributeId: number; value: string | null; values: string[] | null };

export interface GeneratedProduct {
  companyId: number; num: number; slug: string; name: string; price: number; sellType: SellType; status: ProductStatus;
  isActive: boolean; isBoosted: boolean; views: number; description: string; summary: string; descriptionSeo: string;
  keywordsSeo: string; conditionType: ConditionType; categoryId: number; firstSellerId: number; publishAt: Date;
  createdAt: Date; updatedAt: Date;
  images: SeedImage[]; sellerIds: number[]; values: Value[];
  barter: { description: string; categoryId: number; attributes: BarterAttributeValue[] } | null;
  offers: { serviceType: number | null; name: string; features: { title: string }[]; fromDate: Date; toDate: Date; percentValue: number; amountFils: number }[];
}

const AR_SUFFIXES = ['نظيف جدًا', 'بحالة الوكالة', 'استخدام خفيف', 'جديد بالكرتون', 'للبيع بداعي السفر', 'سعر مغري'];
const EN_SUFFIXES = ['like new', 'full option', 'urgent sale', 'brand new', 'excellent condition', 'best price'];
const DAY = 86_400_000;

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'item';

/** Prices end on round figures, as sellers write them; returned in fils. */
function priceFils(r: Random, item: ItemSeed): number {
  const kwd = item.min + r.next() * (item.max - item.min);
  const step = kwd >= 10_000 ? 250 : kwd >= 1000 ? 50 : kwd >= 100 ? 5 : 0.5;
  return Math.max(step, Math.round(kwd / step) * step) * 1000;
}

function valueOf(r: Random, a: SeedAttribute, name: string): Value {
  const named = a.options.find((o) => name.toLowerCase().includes(o.toLowerCase()));
  const single = (value: string): Value => ({ attributeId: a.id, value, values: null });
  switch (a.type) {
    case 0: return single(String(r.chance(0.5)));
    case 1: return single(String(a.code === 'year' ? r.int(2012, 2025) : a.code === 'mileage' ? r.int(1, 250) * 1000
      : a.code === 'area_m2' ? r.int(6, 150) * 10 : a.code === 'rooms' ? r.int(1, 8) : r.int(1, 100)));
    case 2: return { attributeId: a.id, value: null, values: r.some(a.options, r.int(2, 4)) };
    case 6: return single(a.code === 'model' ? name.split(' - ')[0] : r.pick(['Cotton', 'Leather', 'Wood', 'Steel', 'Linen']));
    default: return single(named ?? r.pick(a.options));
  }
}

function nameOf(r: Random, item: ItemSeed, top: string): string {
  const year = top === 'vehicles' && r.chance(0.6) ? ` ${r.int(2015, 2025)}` : '';
  switch (r.int(0, 3)) {
    case 0: return `${item.en}${year}`;
    case 1: return `${item.ar}${year}`;
    case 2: return `${item.en}${year} - ${r.pick(AR_SUFFIXES)}`;
    default: return `${item.ar}${year} - ${r.pick(EN_SUFFIXES)}`;
  }
}

function descriptionOf(r: Random, item: ItemSeed, price: number): string {
  const kwd = (price / 1000).toLocaleString('en-US');
  return sanitizeDescription(`<p><strong>${item.en}</strong> – ${item.ar}</p>
<ul><li>${r.pick(EN_SUFFIXES)}</li><li>${r.pick(AR_SUFFIXES)}</li><li>Price: ${kwd} KWD ${r.chance(0.5) ? '(negotiable / قابل للتفاوض)' : ''}</li></ul>
<p>للتواصل واتساب أو من خلال الدردشة. Delivery available inside Kuwait.</p>`);
}

/** `count` products of one company, createdAt spread over the 6 months before `now`, num in that order. */
export function generateProducts(r: Random, input: {
  count: number; companyId: number; companySlug: string; sellerIds: number[]; leaves: SeedLeaf[]; now: Date;
}): GeneratedProduct[] {
  const { leaves, now } = input;
  const barterTargets = leaves.filter((l) => l.attributes.length >= 3);
  const times: number[] = [];
  for (let i = 0; i < input.count; i++) {
    // Some listings come in batches with the same second (bulk upload): the keyset order must cope.
    times.push(i > 0 && r.chance(0.05) ? times[i - 1] : Math.floor((now.getTime() - r.next() * 180 * DAY) / 1000) * 1000);
  }
  times.sort((a, b) => a - b);

  return times.map((time, i) => {
    const leaf = r.pick(leaves);
    const item = r.pick(leaf.items);
    const name = nameOf(r, item, leaf.top);
    const price = priceFils(r, item);
    const sellType: SellType = r.chance(0.65) ? 'sell' : r.chance(0.45) ? 'barter' : 'sell/barter';
    const isActive = !r.chance(0.15);
    const status: ProductStatus = isActive ? (r.chance(0.04) ? 'reserved' : 'available') : (r.chance(0.3) ? 'sold' : 'unavailable');
    const isBoosted = isActive && r.chance(0.23);
    const firstSeller = r.pick(input.sellerIds);
    const others = input.sellerIds.filter((id) => id !== firstSeller);
    const createdAt = new Date(time);
    const sameTop = leaves.filter((l) => l.top === leaf.top && l !== leaf);
    const target = sellType === 'sell' ? undefined : r.pick(barterTargets);
    const offers: Omit<GeneratedProduct['offers'][number], 'amountFils'>[] = [];
    const roll = r.next();
    if (roll < 0.11) offers.push({ serviceType: null, name: r.pick(['Eid offer | عرض العيد', 'National Day sale | عروض العيد الوطني', 'Weekend deal | عرض نهاية الأسبوع']),
      features: [{ title: 'Free delivery | توصيل مجاني' }, { title: 'Warranty | ضمان' }], fromDate: new Date(now.getTime() - r.int(1, 5) * DAY),
      toDate: new Date(now.getTime() + r.int(3, 20) * DAY), percentValue: r.int(2, 6) * 5 });
    else if (roll < 0.14) offers.push({ serviceType: null, name: 'Ramadan offer | عرض رمضان', features: [], fromDate: new Date(now.getTime() - 60 * DAY),
      toDate: new Date(now.getTime() - 30 * DAY), percentValue: 15 });
    if (r.chance(0.06)) offers.push({ serviceType: 19, name: 'Flash sale | تخفيضات سريعة', features: [], fromDate: new Date(now.getTime() - DAY),
      toDate: new Date(now.getTime() + r.int(1, 3) * DAY), percentValue: r.int(2, 8) * 5 });

    return {
      companyId: input.companyId, num: i + 1, slug: `${slugify(item.en)}-${input.companySlug}-${i + 1}`, name, price, sellType, status,
      isActive, isBoosted, views: r.int(0, isBoosted ? 6000 : 1500), description: descriptionOf(r, item, price),
      summary: `${item.en} | ${item.ar}`, descriptionSeo: `${item.en} for sale in Kuwait – ${item.ar} للبيع في الكويت`,
      keywordsSeo: [item.en, item.ar, 'Kuwait', 'الكويت'].join(', '),
      conditionType: r.chance(0.7) ? leaf.type : leaf.type === 'new' ? 'used' : 'new',
      categoryId: leaf.id, firstSellerId: firstSeller, publishAt: createdAt, createdAt, updatedAt: createdAt,
      images: [leaf.image, ...r.some(sameTop, r.int(0, 3)).map((l) => l.image)],
      sellerIds: [firstSeller, ...(others.length && r.chance(0.1) ? [r.pick(others)] : [])],
      values: leaf.attributes.filter(() => r.chance(0.85)).map((a) => valueOf(r, a, name)),
      barter: target ? {
        description: r.pick(['Looking to swap for something similar | أبغى أبدل بشي مشابه', 'Open to offers, swap with the difference | البدل مع الفرق',
          'Swap for a newer model | بدل بموديل أحدث']),
        categoryId: target.id,
        attributes: r.some(target.attributes, Math.min(target.attributes.length, r.int(3, 4))).map((a) => {
          const v = valueOf(r, a, target.items[0].en);
          return { id: a.id, value: v.value, values: v.values };
        }),
      } : null,
      // A seeded booking was paid what §9 charges for its days, never KWD 0.000.
      offers: offers.map((o) => ({ ...o, amountFils: seededAmount(o) })),
    };
  });
}

/**
 * What a seeded promotion was paid: a promo offer the settings' promo price a day
 * (§9), a flash discount the plans' price of service 19 a day (as book-service charges it).
 */
function seededAmount(o: { serviceType: number | null; fromDate: Date; toDate: Date }): number {
  const days = Math.max(1, Math.ceil((o.toDate.getTime() - o.fromDate.getTime()) / DAY));
  return o.serviceType === 19 ? SERVICE_PRICES[19] * days : promoPrice(days, DEFAULT_SETTINGS);
}
