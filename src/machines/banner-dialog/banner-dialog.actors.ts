// What the banner dialogs ask the server: the opening (unpaid banner, prices, credits), the calendar of
// the booking's days, and the submit (free with a credit, else into the cart, or the unpaid one updated).
import { fromPromise } from 'xstate';
import { fetchMembershipSelf } from '../../api/memberships';
import {
  createBanner, createBannerDirect, fetchBannersCalendar, fetchSettings, fetchUnpaidBanner, SERVICE_TYPE, updateBanner,
} from '../../api/promotions';
import type { PromotionPrices } from '../../domain/promotion-pricing';
import { BANNER_TYPE, bannerFormData, type BannerDraft, type BannerKind } from './banner-draft';
import { BANNER_PRICE_KEYS, type BannerOpening } from './banner-dialog.types';

/** A banner put in the cart (or changed there): its cart item and the banner's id. */
export type BannerBooked = { itemId: number; bannerId: number };
export type CalendarDays = { date: string; reserved: boolean; inTopReserved: boolean }[];

export const bannerDialogActors = {
  openBanner: fromPromise<BannerOpening, { kind: BannerKind }>(async ({ input, signal }) => {
    const [unpaid, settings, self] = await Promise.all([
      fetchUnpaidBanner(BANNER_TYPE[input.kind], signal), fetchSettings([...BANNER_PRICE_KEYS], signal), fetchMembershipSelf(signal),
    ]);
    const prices = Object.fromEntries(BANNER_PRICE_KEYS.map((k) => [k, settings[k] ?? 0])) as unknown as PromotionPrices;
    const credits = self.membership?.services.find((x) => x.type === SERVICE_TYPE.banners)?.remainingValue ?? 0;
    return { unpaid, prices, credits };
  }),
  // An unpaid banner's edit asks with its id: its own booking does not block its own days.
  loadDays: fromPromise<CalendarDays, { kind: BannerKind; startDate: string; endDate: string; editingId: number | null }>(({ input, signal }) =>
    fetchBannersCalendar({ startDate: input.startDate, endDate: input.endDate, type: BANNER_TYPE[input.kind], except: input.editingId }, signal)),
  // A new banner with a credit left is booked free (/banners/direct; null: nothing to pay), else put in the cart (its item).
  submitBanner: fromPromise<BannerBooked | null, { kind: BannerKind; draft: BannerDraft; editingId: number | null; free: boolean }>(({ input, signal }) => {
    const form = bannerFormData(input.kind, input.draft);
    if (input.editingId === null && input.free) return createBannerDirect(form, signal).then(() => null);
    const call = input.editingId === null ? createBanner(form, signal) : updateBanner(input.editingId, form, signal);
    return call.then((item) => ({ itemId: item.itemId, bannerId: item.subjectId }));
  }),
};
