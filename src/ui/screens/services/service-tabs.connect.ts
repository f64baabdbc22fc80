// The service tabs of the membership card (part 2 §2 and §3 "Service item on the account screen"):
// flash sales, boost ad, refresh credits and banners, each with the credits the membership has left
// of that service and the company's bookings of it (counted on the tab), newest first.
import type { MembershipService, MembershipServiceType } from '../../../api/schemas/memberships';
import type { CompanyBanner, CompanyOffer } from '../../../api/schemas/promotions';
import { bannerCard, offerCard, type ServiceCard } from './service-cards.connect';

/** §3: serviceType flash_sale, boots_ad, refresh_credits, and 'banner' for banners; in the spec's tab order. */
export const SERVICE_TABS = [
  { key: 'flash_sale', type: 19 },
  { key: 'boots_ad', type: 18 },
  { key: 'refresh_credits', type: 2 },
  { key: 'banner', type: 20 },
] as const satisfies ReadonlyArray<{ key: string; type: MembershipServiceType }>;

export type ServiceTabKey = (typeof SERVICE_TABS)[number]['key'];

export type ServiceTabView = {
  key: ServiceTabKey;
  type: MembershipServiceType;
  /** Credits of this service the membership has left (or brings a period); null when it does not include it. */
  credits: number | null;
  items: ServiceCard[];
};

const newestFirst = (a: ServiceCard, b: ServiceCard) => Date.parse(b.from) - Date.parse(a.from);

export function serviceTabsView(
  services: MembershipService[],
  bookings: { offers: CompanyOffer[]; banners: CompanyBanner[] },
  now: number,
): ServiceTabView[] {
  return SERVICE_TABS.map(({ key, type }) => {
    const items = type === 20
      ? bookings.banners.map((b) => bannerCard(b, now))
      : bookings.offers.filter((o) => o.serviceType === type).map((o) => offerCard(o, now));
    return { key, type, credits: services.find((s) => s.type === type)?.remainingValue ?? null, items: items.sort(newestFirst) };
  });
}
