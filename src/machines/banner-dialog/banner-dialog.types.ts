// The banner dialogs' input, context and events, the failures they name and the prices they show
// (part 2 §3 Banner, Settings keys). The machine holds the flow, banner-draft.ts the form's rules.
import type { CompanyBanner } from '../../api/schemas/promotions';
import type { DoubleBannerLayout, PromotionPrices } from '../../domain/promotion-pricing';
import type { BannerCreative, BannerDay, BannerDraft, BannerKind, BannerProblems, BannerRestore, ChosenImage } from './banner-draft';

export type BannerDialogInput = {
  kind: BannerKind;
  /** §2's query values (openDialog restore). */
  restore?: BannerRestore;
  /** The seller's day (Asia/Kuwait); the start date is today or later. */
  today?: string;
};

export type BannerDialogContext = {
  kind: BannerKind;
  today: string;
  draft: BannerDraft;
  /** The step the restore asked for (1 details, 2 design, 3 review); 0 once landed. */
  resumeAt: number;
  prices: PromotionPrices | null;
  /** Banner credits left on the membership: with one, a new banner is booked free (the server decides again). */
  credits: number;
  unpaid: CompanyBanner | null;
  /** The unpaid banner being edited (its submit updates it and closes). */
  editingId: number | null;
  /** Back from a failed payment: the banner the restore names (`bannerId`). */
  restoredBannerId: number | null;
  /** The banner being edited came back from a failed payment: its submit updates it and goes to pay it. */
  paysAfterUpdate: boolean;
  /** The booking's days with what the calendar says of them. */
  days: BannerDay[];
  /** 'Failed to load available dates' while the calendar did not answer. */
  daysError: string | null;
  problems: BannerProblems;
  error: string | null;
  paymentPath: string | null;
};

export type BannerDialogEvent =
  | { type: 'TITLE_CHANGED'; title: string }
  | { type: 'START_DATE_CHANGED'; date: string }
  | { type: 'DURATION_CHANGED'; duration: string }
  | { type: 'EMAIL_CHANGED'; email: string }
  | { type: 'WHATSAPP_CHANGED'; whatsappNumber: string }
  | { type: 'LAYOUT_CHOSEN'; layout: DoubleBannerLayout }
  | { type: 'TOP_DAY_TOGGLED'; date: string }
  | { type: 'IMAGES_CHOSEN'; files: ChosenImage[] }
  | { type: 'IMAGE_REMOVED'; id: string }
  | { type: 'CREATIVE_CHOSEN'; creative: BannerCreative }
  | { type: 'BRIEF_CHANGED'; brief: string }
  | { type: 'TERMS_TOGGLED' }
  | { type: 'PRIVACY_TOGGLED' }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'SUBMIT_CLICKED' }
  | { type: 'RETRY_CLICKED' };

export const BANNER_FAILED = {
  open: 'services-banners.load-failed',
  days: 'services-banners.days-failed',
  submit: 'services-banners.submit-failed',
} as const;

/** The prices the dialogs show (§3 Settings keys); the server's amount is the one paid. */
export const BANNER_PRICE_KEYS = [
  'premiumBannerPrice', 'doubleBannerPrice', 'slidingBannerPrice', 'verticalBannerPrice', 'horizontalBannerPrice',
  'keepTop5slidingPrice', 'creativeByForsa', 'inTop', 'promo',
] as const satisfies readonly (keyof PromotionPrices)[];

/** What opening a banner dialog reads: the unpaid banner, the prices, and the banner credits left (remainingValue). */
export type BannerOpening = { unpaid: CompanyBanner | null; prices: PromotionPrices; credits: number };
