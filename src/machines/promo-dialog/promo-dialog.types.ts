// The promo offer dialog's input, context and events (promo-dialog.machine.ts).
import type { CompanyOffer } from '../../api/schemas/promotions';
import type { PromotedProduct } from '../../api/promoted-product';
import type { ChosenImage, PromoDetails, PromoImage } from './promo-dialog.rules';

export type PromoDialogInput = {
  /** The seller's today (Asia/Kuwait, YYYY-MM-DD): the first day an offer may start. */
  today: string;
  /** The product the dialog opens with, if any (a card's, the products list's). */
  product: PromotedProduct | null;
  /** §2's query values (productId, step, adStartDate, duration); empty when a button opened it. */
  restore: URLSearchParams;
};

export type PromoDialogContext = PromoDetails & {
  today: string;
  product: PromotedProduct | null;
  productId: number | null;
  images: PromoImage[];
  imageSeq: number;
  /** Field errors show once Next was pressed on the step. */
  showErrors: boolean;
  /** What the step says now (a key of services-promo, or the server's text). */
  notice: string | null;
  /** The per-day promo price (fils) from the settings; null until read (or when it could not be). */
  perDay: number | null;
  paymentPath: string | null;
  /** The step the `step` query asked for (1 when none). */
  restoredStep: number;
  /** The unpaid offer being changed (its id), or null: submitting adds one. */
  editing: number | null;
  /** The product's unpaid offer the 409 found (the warning's), or null. */
  unpaid: CompanyOffer | null;
};

export type PromoDialogEvent =
  | { type: 'PRODUCT_CHOSEN'; product: PromotedProduct }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'START_DATE_CHOSEN'; day: string }
  | { type: 'DAYS_CHANGED'; value: string }
  | { type: 'FEATURE_COUNT_TYPED'; value: string }
  | { type: 'FEATURE_ADDED' }
  | { type: 'FEATURE_REMOVED'; index: number }
  | { type: 'FEATURE_CHANGED'; index: number; value: string }
  | { type: 'IMAGES_ADDED'; files: ChosenImage[] }
  | { type: 'IMAGE_REMOVED'; index: number }
  | { type: 'SUBMIT_CLICKED' }
  | { type: 'DELETE_UNPAID_CLICKED' }
  | { type: 'PAY_UNPAID_CLICKED' }
  | { type: 'UPDATE_UNPAID_CLICKED' };

export type SubmitInput = { productId: number; details: PromoDetails; images: PromoImage[]; offerId: number | null };
