// Part 2 §2 promo details: a promo offer card opens its details (title, product, dates, status,
// features, images). The seller looks through its images; an offer still unpaid in the cart can be
// paid from here (/payment with its cart item, type 9, and the product). Closing unmounts the dialog.
import { assign, setup } from 'xstate';
import { PAYMENT_FOR_SERVICE } from '../../api/promotions';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { paymentPath } from '../../domain/payment-path';

export type PromoDetailsInput = { offer: CompanyOffer };
export type PromoDetailsContext = PromoDetailsInput & { imageIndex: number; paymentPath: string | null };
export type PromoDetailsEvent = { type: 'IMAGE_CHOSEN'; index: number } | { type: 'PAY_CLICKED' };

/** The card's status (§4 Service card status): unpaid while in the cart, else upcoming, active or expired by its dates. */
export type PromoStatus = 'unpaid' | 'upcoming' | 'active' | 'expired';
export function promoStatus(offer: CompanyOffer, now: number): PromoStatus {
  if (offer.status === 'unpaid') return 'unpaid';
  if (now < Date.parse(offer.fromDate)) return 'upcoming';
  return now < Date.parse(offer.toDate) ? 'active' : 'expired';
}

export const promoDetailsMachine = setup({
  types: {
    context: {} as PromoDetailsContext,
    events: {} as PromoDetailsEvent,
    input: {} as PromoDetailsInput,
  },
  guards: {
    isImageOfOffer: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.offer.images.length,
    isPayable: ({ context }) => context.offer.status === 'unpaid' && context.offer.itemId !== null,
  },
  actions: {
    showImage: assign((_, params: { index: number }) => ({ imageIndex: params.index })),
    keepPaymentPath: assign(({ context }) => ({
      paymentPath: paymentPath({ itemId: context.offer.itemId!, type: PAYMENT_FOR_SERVICE.promo, productId: context.offer.productId }),
    })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'promoDetails',
  context: ({ input }) => ({ offer: input.offer, imageIndex: 0, paymentPath: null }),
  initial: 'showing',
  states: {
    showing: {
      on: {
        IMAGE_CHOSEN: { guard: { type: 'isImageOfOffer', params: ({ event }) => ({ index: event.index }) }, actions: { type: 'showImage', params: ({ event }) => ({ index: event.index }) } },
        PAY_CLICKED: { guard: 'isPayable', target: 'goingToPayment', actions: 'keepPaymentPath' },
      },
    },
    // The view navigates away; the dialog closes with the screen.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
  },
});
