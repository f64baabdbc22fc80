// The promo offer's /payment address carries the dialog to come back to: `openDialog=promo-offer&step=4`
// (its review), the product (its slug, and its id), the unpaid offer's id (so the restored dialog changes
// that offer instead of adding a second one, which the server refuses) and the draft in the names
// restoreOf reads (name, adStartDate, duration, feature repeated). Its images no address can carry:
// the restored dialog reads them from the server's unpaid offer.
import { PAYMENT_FOR_SERVICE } from '../../api/promotions';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { kuwaitDay } from '../../domain/chat-days';
import { paymentPath } from '../../domain/payment-path';
import type { PromoDetails, PromoImage } from './promo-dialog.rules';

export type PromoReturn = { offerId: number; slug: string | null; draft: PromoDetails };

export function promoPaymentPath(itemId: number, productId: number, back?: PromoReturn): string {
  const path = paymentPath({ itemId, type: PAYMENT_FOR_SERVICE.promo, productId });
  if (!back) return path;
  const query = new URLSearchParams({ openDialog: 'promo-offer', step: '4', productId: String(productId), offerId: String(back.offerId) });
  if (back.slug) query.set('product', back.slug);
  const { draft } = back;
  if (draft.name.trim()) query.set('name', draft.name.trim());
  if (draft.startDate) query.set('adStartDate', draft.startDate);
  if (draft.days.trim()) query.set('duration', draft.days.trim());
  for (const feature of draft.features) query.append('feature', feature.trim());
  return `${path}&${query}`;
}

/** An unpaid offer as the dialog's draft: its days in Kuwait, its features' titles. */
export function draftOfOffer(offer: CompanyOffer): PromoDetails {
  const startDate = kuwaitDay(offer.fromDate);
  const days = Math.round((Date.parse(offer.toDate) - Date.parse(offer.fromDate)) / 86_400_000);
  return { name: offer.name, startDate, days: String(days), features: offer.features.map((f) => f.title) };
}

/** The unpaid offer's own images, shown as stored (kept unless new ones are chosen). */
export const storedImagesOf = (offer: CompanyOffer): PromoImage[] =>
  offer.images.map((image, i) => ({ id: `stored-${i}`, file: null, name: image.url.split('/').pop() ?? `image-${i + 1}`, size: 0, preview: image.url }));
