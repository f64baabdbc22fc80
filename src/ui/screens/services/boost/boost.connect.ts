// What the boost dialog shows, read from its machine: the step, the days of the boost, the top-5
// calendar's days, and the §9 price for the review (display only: the server prices the booking).
import type { SnapshotFrom } from 'xstate';
import type { PromotedProduct } from '../../../../api/promoted-product';
import { addDays } from '../../../../domain/calendar';
import { boostPrice } from '../../../../domain/promotion-pricing';
import { boostDays, type boostDialogMachine } from '../../../../machines/boost-dialog/boost-dialog.machine';

type Snap = SnapshotFrom<typeof boostDialogMachine>;

export type BoostStepIndex = 0 | 1 | 2;

export function boostStepOf(state: Snap): BoostStepIndex {
  if (state.matches('choosingProduct') || state.matches('loadingPrices') || state.matches('loadFailed')) return 0;
  if (state.matches('fillingForm')) return 1;
  return 2;
}

export type BoostPriceView = { perDay: number; days: number; inTopPrice: number; inTopDays: number; total: number };

/** The review's sum: per-day × days, plus inTop for each top-5 day when keepTop5 (§9). */
export function boostPriceView(context: Snap['context']): BoostPriceView | null {
  if (!context.prices || !context.duration) return null;
  const inTopDays = context.keepTop5 ? context.selectedDates.length : 0;
  return {
    perDay: context.prices.perDay,
    days: context.duration,
    inTopPrice: context.prices.inTop,
    inTopDays,
    total: boostPrice(context.prices.perDay, context.duration, inTopDays, { inTop: context.prices.inTop }),
  };
}

/** The last day of the boost, or null without a range. */
export function boostEnd(startDate: string, duration: number | null): string | null {
  const days = boostDays(startDate, duration);
  return days.length ? addDays(startDate, days.length - 1) : null;
}

/** Why a product cannot be boosted (an i18n key), or null: §2 Ads menu "boost only if not boosted and active". */
export function boostRefusalOf(product: PromotedProduct): string | null {
  if (product.isBoosted) return 'services-boost:already-boosted';
  if (!product.isActive) return 'services-boost:inactive';
  return null;
}
