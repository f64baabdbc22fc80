// The promo details dialog's model for checkModel and `npm run paths -- promo-details`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { activePromo, unpaidPromo } from '../promo-dialog/promo-dialog.fixtures';
import { holds, lands, stays } from '../test/model';
import { promoDetailsMachine, type PromoDetailsInput } from './promo-details.machine';

export const machine = promoDetailsMachine;
type Snap = SnapshotFrom<typeof promoDetailsMachine>;

/** A paid offer running now, and one still unpaid in the cart. */
export const inputs: PromoDetailsInput[] = [{ offer: activePromo }, { offer: unpaidPromo }];

export function events(s: Snap): EventObject[] {
  if (!s.matches('showing')) return [];
  const { offer, imageIndex } = s.context;
  return [
    ...(imageIndex === 0 ? [stays(s, { type: 'IMAGE_CHOSEN', index: 1 }, holds({ imageIndex: 1 }))] : []),
    // An index past the images is ignored.
    stays(s, { type: 'IMAGE_CHOSEN', index: offer.images.length }, holds({ imageIndex })),
    offer.status === 'unpaid'
      ? lands('goingToPayment', { type: 'PAY_CLICKED' }, holds({ paymentPath: `/payment?type=9&productId=${offer.productId}&itemId=${offer.itemId}` }))
      : stays(s, { type: 'PAY_CLICKED' }, holds({ paymentPath: null })),
  ];
}

export const model = { machine, events, inputs };
