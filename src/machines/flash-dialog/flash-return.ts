// The flash sale's /payment address carries the dialog to come back to:
// `openDialog=flash-sale`, the step (three steps: the review; four steps: the dates, whose button saves
// the same booking again and shows its review), the product, the reading, the booking's offer id (so the
// restored dialog changes that booking instead of adding a second one) and the draft, in the names
// flash-restore.ts reads (adStartDate, duration, discountType, selectedDiscount, fixedDiscountValue).
import { PAYMENT_FOR_SERVICE, SERVICE_TYPE } from '../../api/promotions';
import { paymentPath } from '../../domain/payment-path';
import type { FlashDraft, FlashReading } from './flash-dialog.draft';

export type FlashReturn = { offerId: number; slug: string; reading: FlashReading; draft: FlashDraft };

export function flashPaymentPath(itemId: number, productId: number, back?: FlashReturn): string {
  const path = paymentPath({ itemId, type: PAYMENT_FOR_SERVICE[SERVICE_TYPE.flash], productId });
  if (!back) return path;
  const { draft } = back;
  const query = new URLSearchParams({ openDialog: 'flash-sale', step: '3', reading: back.reading, product: back.slug, offerId: String(back.offerId) });
  query.set('discountType', draft.discountType);
  if (draft.discountType === 'percent' && draft.percent !== null) query.set('selectedDiscount', String(draft.percent));
  if (draft.discountType === 'fixed' && draft.fixedText) query.set('fixedDiscountValue', draft.fixedText);
  if (draft.startDate) query.set('adStartDate', draft.startDate);
  if (draft.durationText) query.set('duration', draft.durationText);
  return `${path}&${query}`;
}
