// Where the success page sends the seller to see what was bought,
// on /services: a banner on the Brand awareness tab (tab=1) with `bannerId`, an ad service (boost, flash,
// refresh, promo) on the first tab with `offerId` (the cart item's subjectId is the banner's or the offer's
// id; the screen highlights that card and scrolls to it), a membership on the first tab.
import type { CartItemDetails } from '../../../api/schemas/memberships';

const BANNER_KINDS: CartItemDetails['kind'][] = ['premium', 'sliding', 'double'];
const OFFER_KINDS: CartItemDetails['kind'][] = ['boost', 'flash', 'refresh', 'promo'];

export function bookingHref(item: Pick<CartItemDetails, 'kind' | 'subjectId'>): string {
  if (BANNER_KINDS.includes(item.kind)) return `/services?tab=1&bannerId=${item.subjectId}`;
  if (OFFER_KINDS.includes(item.kind)) return `/services?tab=0&offerId=${item.subjectId}`;
  return '/services';
}
