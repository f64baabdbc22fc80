// The /payment query (part 2 §2: type, productId, itemId) read into the payment machine's input, and
// kept for /check-out's Retry ("back to payment with the same query"): the provider's redirect brings
// back only paymentId and Id, so the query is remembered in this tab when the browser leaves for it.
import { isServiceDialogName } from '../../../domain/service-dialog-names';
import type { PaymentInput } from '../../../machines/payment/payment.machine';
import { tabOf } from '../../../machines/services/service-offers';

const STORAGE_KEY = 'souqdesk.payment.query';
const INT4_MAX = 2_147_483_647;

function whole(value: string | null, max = INT4_MAX): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

export function paymentInputOf(search: string): PaymentInput {
  const query = new URLSearchParams(search);
  const itemId = whole(query.get('itemId'));
  const itemType = whole(query.get('type'), 99);
  const productId = whole(query.get('productId'));
  return {
    itemId: itemId && itemId > 0 ? itemId : null,
    ...(itemType !== undefined ? { itemType } : {}),
    ...(productId !== undefined ? { productId } : {}),
  };
}

/** Called as the browser leaves for the provider. */
export function rememberPaymentQuery(search: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, search.replace(/^\?/, ''));
  } catch {
    // Storage refused (private mode): Retry still goes back with the item.
  }
}

function rememberedQuery(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Retry: /payment with the query the payment started from when it was this item's, else with the item alone. */
export function retryHref(itemId: number, remembered: string | null = rememberedQuery()): string {
  if (remembered !== null && paymentInputOf(remembered).itemId === itemId) return `/payment?${remembered}`;
  return `/payment?itemId=${itemId}`;
}

/** Part 1 §4: a boost paid from the products list (its /payment query had fromBoost=1) returns to /products. */
export const PRODUCTS_AFTER_BOOST = '/products?fromBoost=1#showDialog';

/** Where a paid item sends the seller back, when its payment started from a boost of the products list; else null. */
export function paidReturnHref(itemId: number, remembered: string | null = rememberedQuery()): string | null {
  if (remembered === null || paymentInputOf(remembered).itemId !== itemId) return null;
  return new URLSearchParams(remembered).get('fromBoost') === '1' ? PRODUCTS_AFTER_BOOST : null;
}

/** What only /payment reads: the rest of its query is the service dialog's, to come back to. */
const PAYMENT_ONLY = ['type', 'itemId', 'paymentId', 'Id'];

/**
 * "Back to Services" before paying or after a failed payment (part 2 §2): the dialog
 * the payment started from (`openDialog`, `step`, its draft, `offerId` / `bannerId` of the booking in
 * the cart), reopened at its review on its tab; without a dialog, the plain screen.
 */
export function servicesReturnHref(search: string): string {
  const query = new URLSearchParams(search);
  const dialog = query.get('openDialog');
  if (!isServiceDialogName(dialog)) return '/services';
  const back = new URLSearchParams({ tab: String(tabOf(dialog)) });
  for (const [key, value] of query) if (!PAYMENT_ONLY.includes(key) && key !== 'tab') back.append(key, value);
  return `/services?${back}`;
}

/**
 * "Back to Services" on /check-out (and while a payment is unconfirmed): back into the dialog the
 * payment started from, when it was this item's (null: whichever the tab last paid); else the plain screen.
 * (After a paid one, the success page's link shows the booking: `/services?offerId=` or `?bannerId=`.)
 */
export function servicesBackHref(itemId: number | null, remembered: string | null = rememberedQuery()): string {
  if (remembered === null || (itemId !== null && paymentInputOf(remembered).itemId !== itemId)) return '/services';
  return servicesReturnHref(remembered);
}
