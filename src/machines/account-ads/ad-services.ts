// Part 2 §2 User account screen, Ads section: what each ad's menu offers. Boost only when the ad is
// active and not boosted; refresh always; flash discount only when it is active and has no offers
// (paid ones running or to come). Only the company buys (§6), and only what its membership includes.
import type { PromotedProduct } from '../../api/promoted-product';
import type { Membership } from '../../api/schemas/memberships';
import { isOffered } from '../services/service-offers';

export const AD_SERVICES = ['boost', 'refresh', 'flash-sale'] as const;
export type AdService = (typeof AD_SERVICES)[number];

const ALLOWED: Record<AdService, (ad: PromotedProduct) => boolean> = {
  boost: (ad) => ad.isActive && !ad.isBoosted,
  refresh: () => true,
  'flash-sale': (ad) => ad.isActive && ad.offers.length === 0,
};

export function adServicesOf(ad: PromotedProduct, seller: { canBuy: boolean; membership: Membership | null; now: number }): AdService[] {
  if (!seller.canBuy) return [];
  return AD_SERVICES.filter((service) => ALLOWED[service](ad) && isOffered(service, seller.membership, seller.now));
}
