// What a service card shows (part 2 §2): its kind, product, status with the start date while upcoming,
// a description cut at 100 characters, the dates, the amount, and where to pay while unpaid.
import { PAYMENT_FOR_SERVICE } from '../../../api/promotions';
import type { CompanyBanner, CompanyOffer } from '../../../api/schemas/promotions';
import { paymentPath } from '../../../domain/payment-path';
import { cutDescription, serviceStatus, type ServiceStatus } from '../../../domain/service-status';

export type CardKind = 'boost' | 'flash' | 'refresh' | 'promo' | 'premium' | 'sliding' | 'double';

export type ServiceCard = {
  key: string;
  kind: CardKind;
  /** The product's name (offers) or the banner's title; user text. */
  subject: string;
  /** A promo offer's name and features, a banner's brief; cut at 100 characters. */
  description: string;
  status: ServiceStatus;
  /** First day and the instant after the last. */
  from: string;
  to: string;
  amount: number;
  /** Flash sales: the discount. */
  discount: { percent: number } | { fixed: number } | null;
  /** Boosts: the days kept in the top 5. */
  topDays: number;
  imageUrl: string | null;
  /** While unpaid: /payment for its cart item. */
  payPath: string | null;
  /** Promo offers open their details. */
  offer: CompanyOffer | null;
};

const OFFER_KINDS: Record<number, CardKind> = { 18: 'boost', 19: 'flash', 2: 'refresh' };
const BANNER_KINDS: Record<number, CardKind> = { 2: 'premium', 3: 'sliding', 4: 'double' };

export function offerCard(offer: CompanyOffer, now: number): ServiceCard {
  const kind = offer.serviceType === null ? 'promo' : OFFER_KINDS[offer.serviceType] ?? 'boost';
  const type = kind === 'promo' ? PAYMENT_FOR_SERVICE.promo : PAYMENT_FOR_SERVICE[offer.serviceType as 18 | 19 | 2];
  return {
    key: `offer-${offer.id}`,
    kind,
    subject: offer.productName,
    description: kind === 'promo' ? cutDescription([offer.name, ...offer.features.map((f) => f.title)].filter(Boolean).join(' · ')) : '',
    status: serviceStatus({ status: offer.status, from: offer.fromDate, to: offer.toDate }, now),
    from: offer.fromDate,
    to: offer.toDate,
    amount: offer.amount,
    discount: offer.percentValue !== null ? { percent: offer.percentValue } : offer.fixedValue !== null ? { fixed: offer.fixedValue } : null,
    topDays: offer.inTop.length,
    imageUrl: offer.images[0]?.url ?? null,
    payPath: offer.status === 'unpaid' && offer.itemId !== null ? paymentPath({ itemId: offer.itemId, type, productId: offer.productId }) : null,
    offer: kind === 'promo' ? offer : null,
  };
}

/** A banner's first day starts at midnight in Kuwait (+03:00, no daylight saving). */
const kuwaitMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();

export function bannerCard(banner: CompanyBanner, now: number): ServiceCard {
  const from = kuwaitMidnight(banner.date);
  return {
    key: `banner-${banner.id}`,
    kind: BANNER_KINDS[banner.type] ?? 'premium',
    subject: banner.title,
    description: cutDescription(banner.content),
    status: serviceStatus({ status: banner.status, from, to: banner.expireAt }, now),
    from,
    to: banner.expireAt,
    amount: banner.amount,
    discount: null,
    topDays: banner.dayslist.filter((d) => d.inTop).length,
    imageUrl: banner.primaryImage?.url ?? banner.images[0]?.url ?? null,
    payPath: banner.status === 'unpaid' && banner.itemId !== null ? paymentPath({ itemId: banner.itemId, type: PAYMENT_FOR_SERVICE.banner }) : null,
    offer: null,
  };
}

/** The order the groups of a tab show in, what needs the seller first. */
export const GROUP_ORDER: ServiceStatus[] = ['unpaid', 'active', 'upcoming', 'expired'];

/** A tab's cards grouped by status (awaiting payment, active, upcoming, expired), each group in the tab's order; empty groups left out. */
export function groupCards(cards: ServiceCard[]): { status: ServiceStatus; cards: ServiceCard[] }[] {
  return GROUP_ORDER.map((status) => ({ status, cards: cards.filter((c) => c.status === status) })).filter((g) => g.cards.length > 0);
}
