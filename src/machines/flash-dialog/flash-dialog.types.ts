// The flash dialog's input, context and events, and the messages of its failures (part 2 §3 Flash
// data, §8). The machine holds the flow, flash-dialog.draft.ts the form's rules in both readings.
import type { CartItem } from '../../api/schemas/memberships';
import type { PromotedProduct } from '../../api/promoted-product';
import type { CompanyOffer } from '../../api/schemas/promotions';
import type { DiscountType, FlashDraft, FlashReading } from './flash-dialog.draft';

export type FlashDialogInput = {
  reading: FlashReading;
  /** The seller's today (Asia/Kuwait), 'YYYY-MM-DD'. */
  today: string;
  /** The time the dialog opened (epoch ms): a product's flash sale running then keeps it out. */
  now: number;
  /** The product the dialog opens with (a card's, a restored query's), if any. */
  product: PromotedProduct | null;
  /** Restored values (§2 openDialog query), and the step (1-based) to resume on once the steps before it hold. */
  draft?: Partial<FlashDraft>;
  step?: number;
  /** Back from /payment: the unpaid sale the draft is of; submitting changes it (§7 PUT). */
  offerId?: number;
};

/** `credits`: the flash credits left (remainingValue): with one, the sale is booked free (the server decides again). */
export type FlashStart = { perDay: number | null; fullDays: string[]; credits: number };
export type UnpaidCheck = { unpaid: CompanyOffer | null; fullDays: string[]; credits?: number };

export type FlashDialogContext = {
  reading: FlashReading;
  today: string;
  now: number;
  product: PromotedProduct | null;
  draft: FlashDraft;
  /** The step to resume on (restore); 0 once landed (dialog-resume). */
  resumeAt: number;
  showErrors: boolean;
  /** The membership's flash price per day (fils): the review's amount before the server's. */
  perDay: number | null;
  /** Flash credits left on the membership. */
  credits: number;
  /** Days whose flash places are all booked. */
  fullDays: string[];
  unpaid: CompanyOffer | null;
  /** The unpaid sale being changed (its offer id; the warning's Update): submitting updates it (§7 PUT). */
  editing: number | null;
  /** The booking in the cart, at the server's amount. */
  item: CartItem | null;
  paymentPath: string | null;
  error: string | null;
  /** 'Service deleted successfully!' once the unpaid sale was deleted, until the seller moves on. */
  notice: string | null;
};

export type FlashDialogEvent =
  | { type: 'PRODUCT_CHOSEN'; product: PromotedProduct }
  | { type: 'DISCOUNT_TYPE_CHOSEN'; discountType: DiscountType }
  | { type: 'PERCENT_CHANGED'; percent: number | null }
  | { type: 'FIXED_CHANGED'; text: string }
  | { type: 'START_DATE_CHOSEN'; date: string }
  | { type: 'DURATION_CHANGED'; text: string }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'SUBMIT_CLICKED' }
  | { type: 'PAY_CLICKED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'CLOSE_CLICKED' };

/** §8: said once an unpaid sale is deleted. */
export const FLASH_DELETED = 'services-flash.unpaid.deleted';

export const FLASH_FAILED = {
  load: 'services-flash.load-failed',
  unpaidCheck: 'services-flash.unpaid-check-failed',
  add: 'services-flash.add-failed',
} as const;
