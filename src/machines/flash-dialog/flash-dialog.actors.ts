// What the flash dialog asks the server: the opening (the membership's price per day and credits, the
// calendar's full days), the unpaid-sale check before the details, and the booking (free with a
// credit, else into the cart, or the unpaid sale being changed repriced in place).
import { fromPromise } from 'xstate';
import { fetchMembershipSelf } from '../../api/memberships';
import {
  addServiceDirect, addServiceToCart, fetchOffersCalendar, fetchUnpaidOffers, SERVICE_TYPE, updateServiceInCart,
} from '../../api/promotions';
import type { CartItem } from '../../api/schemas/memberships';
import type { FlashBody } from '../../api/schemas/promotions';
import { addDays } from '../../domain/calendar';
import type { FlashStart, UnpaidCheck } from './flash-dialog.types';

/** How far ahead the calendar of full days is read: a year (the server's longest range). */
const CALENDAR_DAYS = 365;

async function fullDaysFrom(today: string, signal: AbortSignal): Promise<string[]> {
  const days = await fetchOffersCalendar({ startDate: today, endDate: addDays(today, CALENDAR_DAYS), serviceType: SERVICE_TYPE.flash }, signal);
  return days.filter((d) => d.reserved).map((d) => d.date);
}

export const flashDialogActors = {
    loadFlash: fromPromise<FlashStart, { today: string }>(async ({ input, signal }) => {
      const [self, fullDays] = await Promise.all([fetchMembershipSelf(signal), fullDaysFrom(input.today, signal)]);
      const service = self.membership?.services.find((s) => s.type === SERVICE_TYPE.flash);
      return { perDay: service?.price ?? null, fullDays, credits: service?.remainingValue ?? 0 };
    }),
    checkUnpaid: fromPromise<UnpaidCheck, { productId: number; today: string }>(async ({ input, signal }) => {
      const [offers, fullDays, self] = await Promise.all([
        fetchUnpaidOffers({ serviceType: SERVICE_TYPE.flash, productId: input.productId }, signal),
        fullDaysFrom(input.today, signal),
        fetchMembershipSelf(signal),
      ]);
      // The credits read again too: after a refused free booking the last one may have gone.
      return { unpaid: offers[0] ?? null, fullDays, credits: self.membership?.services.find((s) => s.type === SERVICE_TYPE.flash)?.remainingValue ?? 0 };
    }),
    // With a credit left the sale is booked free (/direct; null: nothing to pay), else put in the cart.
    // The unpaid sale being changed is updated in place (same cart item, repriced).
    addFlashToCart: fromPromise<CartItem | null, FlashBody & { free: boolean; offerId: number | null }>(({ input: { free, offerId, ...body }, signal }) => {
      if (offerId !== null) return updateServiceInCart(SERVICE_TYPE.flash, offerId, body, signal);
      return free ? addServiceDirect(SERVICE_TYPE.flash, body, signal).then(() => null) : addServiceToCart(SERVICE_TYPE.flash, body, signal);
    }),
};
