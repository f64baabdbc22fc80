// Issue 31 item 5: where the success page sends the seller to see what was bought, on /services:
// a banner on the Brand awareness tab (tab=1), an ad service or a membership on the first tab.
import type { CartItemDetails } from '../../../api/schemas/memberships';

const BANNER_KINDS: CartItemDetails['kind'][] = ['premium', 'sliding', 'double'];

export const bookingHref = (item: Pick<CartItemDetails, 'kind'>): string => (BANNER_KINDS.includes(item.kind) ? '/services?tab=1' : '/services');
