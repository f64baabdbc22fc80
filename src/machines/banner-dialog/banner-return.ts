// A banner's /payment address carries the dialog to come back to:
// `openDialog=<kind>-banner&step=3&bannerId=<the banner>` and the draft's fields (as restoreFromQuery
// reads them). Back from a failed payment the dialog reads bannerId as "editing this banner": it is
// reloaded from the server (images included, which no address can carry) into the review, and
// submitting updates it and goes to pay it.
import { PAYMENT_FOR_SERVICE } from '../../api/promotions';
import { paymentPath } from '../../domain/payment-path';
import { draftFromBanner, type BannerDraft, type BannerKind } from './banner-draft';
import type { BannerDialogContext, BannerOpening } from './banner-dialog.types';

export function bannerPaymentPath(itemId: number, back?: { kind: BannerKind; bannerId: number; draft: BannerDraft }): string {
  const path = paymentPath({ itemId, type: PAYMENT_FOR_SERVICE.banner });
  if (!back) return path;
  const { draft } = back;
  const query = new URLSearchParams({ openDialog: `${back.kind}-banner`, step: '3', bannerId: String(back.bannerId) });
  const put = (key: string, value: string | null | undefined) => { if (value) query.set(key, value); };
  put('title', draft.title.trim());
  put('adStartDate', draft.startDate);
  put('duration', draft.duration);
  put('email', draft.email.trim());
  put('whatsappNumber', draft.whatsappNumber.trim());
  if (back.kind === 'double') put('bannerType', draft.layout);
  if (back.kind === 'sliding') {
    put('isCreativeSelected', draft.creative);
    if (draft.creative === 'forsa') put('creativeBrief', draft.creativeBrief.trim());
    if (draft.topDates.length > 0) put('selectedDates', draft.topDates.join(','));
  }
  return `${path}&${query}`;
}

/** Back from a failed payment: the unpaid banner the opening found is the one the restore names. */
export const isRestoredUnpaid = (context: Pick<BannerDialogContext, 'restoredBannerId'>, opening: BannerOpening) =>
  opening.unpaid !== null && opening.unpaid.id === context.restoredBannerId;

/** That banner as the server keeps it (its images too), edited, at the review; its update goes to pay it. */
export const restoredUnpaid = (context: Pick<BannerDialogContext, 'unpaid'>): Partial<BannerDialogContext> => ({
  draft: { ...draftFromBanner(context.unpaid!), agreedTerms: true, agreedPrivacy: true }, editingId: context.unpaid!.id, unpaid: null, resumeAt: 3, paysAfterUpdate: true,
});
