// The boost dialog's data and pure rules (part 2 §4 Boost, §5): its input, context and events, the
// messages of each refusal, the days a boost covers and the /payment path. The machine holds the flow.
import { PAYMENT_FOR_SERVICE } from '../../api/promotions';
import type { PromotedProduct } from '../../api/promoted-product';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { addDays } from '../../domain/calendar';
import { paymentPath } from '../../domain/payment-path';

/** §3 Product (promotion view), as the Services screen resolves `?product=`. */
export type BoostProduct = PromotedProduct;

/** The dialog's steps as §2's `step` query numbers them. */
export type BoostStep = 1 | 2 | 3;

export type BoostDialogInput = {
  product: BoostProduct | null;
  startDate?: string;
  duration?: number | null;
  keepTop5?: boolean;
  selectedDates?: readonly string[];
  step?: BoostStep;
  /** Came with a product from elsewhere (the products list): after paying, the seller goes back to /products. */
  fromProducts?: boolean;
  /** The unpaid boost (its offer id) this dialog changes: back from a failed payment, submitting updates it (§7 PUT). */
  offerId?: number;
  /** The seller's today (Asia/Kuwait), 'YYYY-MM-DD'; tests fix it. */
  today?: string;
};

/** The plan's prices, and its boost credits left (remainingValue): with one, the boost is free. */
export type BoostPrices = { perDay: number; inTop: number; credits: number };

/** Whether submitting spends an included credit (the server decides again, and refuses when none is left). */
export const usesCredit = (c: Pick<BoostDialogContext, 'prices' | 'editing'>) => (c.prices?.credits ?? 0) > 0 && c.editing === null;

export type BoostDialogContext = {
  product: BoostProduct | null;
  startDate: string;
  duration: number | null;
  keepTop5: boolean;
  /** The days kept in the top 5, sorted. */
  selectedDates: string[];
  /** Days of the range whose top-5 places are all booked (the calendar's). */
  reserved: string[];
  prices: BoostPrices | null;
  /** The step a restore asked for (§2 `step`), until the dialog is open at it. */
  restoreStep: BoostStep | null;
  fromProducts: boolean;
  /** The unpaid boost being changed (its offer id): submitting updates it instead of booking another. */
  editing: number | null;
  today: string;
  /** The unpaid boost of this product waiting in the cart (the 409 warning). */
  unpaid: CompanyOffer | null;
  paymentPath: string | null;
  /** An i18n key (`ns.key`) or the server's own words. */
  error: string | null;
  fieldErrors: Record<string, string>;
  /** A success line (the unpaid booking deleted). */
  notice: string | null;
};

export type BoostDialogEvent =
  | { type: 'PRODUCT_CHOSEN'; product: BoostProduct }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'START_DATE_CHANGED'; date: string }
  | { type: 'DURATION_CHANGED'; days: number | null }
  | { type: 'KEEP_TOP5_TOGGLED'; on: boolean }
  | { type: 'TOP_DATE_TOGGLED'; date: string }
  | { type: 'SUBMIT_CLICKED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'DELETE_UNPAID_CLICKED' }
  | { type: 'UPDATE_UNPAID_CLICKED' }
  | { type: 'PAY_UNPAID_CLICKED' };

const NS = 'services-boost';
export const BOOST_MESSAGES = {
  selectProduct: `${NS}.select-product`,
  selectStartDate: `${NS}.select-start-date`,
  startPast: `${NS}.start-past`,
  selectDuration: 'validation.select-duration',
  selectOneDate: `${NS}.select-one-date`,
  noDates: `${NS}.no-dates`,
  datesTaken: `${NS}.dates-taken`,
  datesFailed: `${NS}.dates-failed`,
  loadFailed: `${NS}.load-failed`,
  addFailed: `${NS}.add-failed`,
  deleteFailed: `${NS}.delete-failed`,
  deleted: `${NS}.deleted`,
} as const;

/** Most days a boost may run (the server's MAX_SERVICE_DAYS). */
export const BOOST_MAX_DAYS = 365;

/** The boost's days, from the start date for `duration` days. */
export function boostDays(startDate: string, duration: number | null): string[] {
  if (!startDate || !duration || duration < 1 || duration > BOOST_MAX_DAYS) return [];
  return Array.from({ length: duration }, (_, i) => addDays(startDate, i));
}

export const hasRange = (c: BoostDialogContext) => boostDays(c.startDate, c.duration).length > 0;
export const formProblem = (c: BoostDialogContext): string | null => {
  if (!c.startDate) return BOOST_MESSAGES.selectStartDate;
  if (c.startDate < c.today) return BOOST_MESSAGES.startPast;
  if (!c.duration || c.duration < 1 || c.duration > BOOST_MAX_DAYS) return BOOST_MESSAGES.selectDuration;
  if (c.keepTop5 && c.selectedDates.length === 0) return BOOST_MESSAGES.selectOneDate;
  return null;
};
export const takenOf = (c: BoostDialogContext, reserved: readonly string[]) => c.selectedDates.filter((d) => reserved.includes(d));

/** What a boost's /payment carries to come back into the dialog (§2: openDialog, step, product, startDate, duration…). */
export type BoostReturn = { offerId: number; slug: string; startDate: string; duration: number; inTop: readonly string[] };

/**
 * §2 /payment query of the boost: type 3 (boostAd), the product and the cart item; from the products
 * list, the way back; and the dialog to come back to: `openDialog=boost&step=3` with
 * the booking's values and its offer id, so a failed payment reopens the review with the draft intact.
 */
export function boostPaymentPath(itemId: number, productId: number, fromProducts: boolean, back?: BoostReturn): string {
  const path = paymentPath({ itemId, type: PAYMENT_FOR_SERVICE[18], productId });
  const query = new URLSearchParams();
  if (fromProducts) query.set('fromBoost', '1');
  if (back) {
    query.set('openDialog', 'boost');
    query.set('step', '3');
    query.set('product', back.slug);
    query.set('offerId', String(back.offerId));
    query.set('startDate', back.startDate);
    query.set('duration', String(back.duration));
    if (back.inTop.length > 0) {
      query.set('keepTop5', '1');
      query.set('selectedDates', back.inTop.join(','));
    }
  }
  const rest = query.toString();
  return rest ? `${path}&${rest}` : path;
}

const DAY_MS = 86_400_000;
/** Kuwait is +03:00 all year: an instant's day there. */
const kuwaitDayOf = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

/** The draft of the booking now in the cart (the dialog's own values). */
export const draftReturn = (c: BoostDialogContext, offerId: number): BoostReturn => ({
  offerId, slug: c.product!.slug, startDate: c.startDate, duration: c.duration!, inTop: c.keepTop5 ? c.selectedDates : [],
});

/** The values of an unpaid boost the seller pays as it is (the warning's Pay). */
export const unpaidReturn = (c: BoostDialogContext, unpaid: CompanyOffer): BoostReturn => ({
  offerId: unpaid.id, slug: c.product!.slug, startDate: kuwaitDayOf(unpaid.fromDate),
  duration: Math.round((Date.parse(unpaid.toDate) - Date.parse(unpaid.fromDate)) / DAY_MS), inTop: [...unpaid.inTop].sort(),
});
