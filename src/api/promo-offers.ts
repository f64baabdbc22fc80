// Typed calls that change an unpaid promo offer (server/routes/offers.ts; part 2 §7, sent as POST
// with _method PUT or DELETE): the warning's Update and Delete, the review reopened after a failed
// payment, and the unpaid card's Delete. Creating one is createPromoOffer (promotions.ts).
import { apiCall, unreadReply } from './client';
import type { CartItem } from './schemas/memberships';

const cartSchemas = () => import('./schemas/memberships');

/** The same form as creating it; without images the offer keeps its own. Repriced on the same cart item. */
export function updatePromoOffer(id: number, form: FormData, signal?: AbortSignal): Promise<CartItem> {
  form.set('_method', 'PUT');
  return apiCall(`/offers/promo/${id}`, () => cartSchemas().then((m) => m.CartItem), { method: 'POST', body: form, signal, silent: true });
}

/** Deletes an unpaid promo offer and its cart item. */
export function deletePromoOffer(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/offers/promo/${id}`, unreadReply, { method: 'DELETE', signal, silent: true }).then(() => undefined);
}
