// The promo offer dialog's rules (part 2 §5 Promo offer, §9): what each step needs before Next, the
// images it keeps (PNG/JPG by their first bytes, at most 10), the features (1 to 7, typing or adding
// an 8th refused), the §2 restore values, and the form the server takes. Pure: the machine and its
// model test both read them.
import { imageKindOf } from '../../domain/image-kind';
import { PRODUCT_IMAGES_MAX } from '../../domain/limits';
import { MAX_SERVICE_DAYS, PROMO_FEATURES_MAX } from '../../api/schemas/promotions';

export { PROMO_FEATURES_MAX };

/** Messages of the dialog: keys of the services-promo namespace (`ns.key`, as useMessageText reads them). */
export const PROMO_TEXT = {
  chooseProduct: 'services-promo.please-select-a-product-to-proceed',
  fillRequired: 'services-promo.please-fill-all-required-fields',
  nameRequired: 'services-promo.name-required',
  startRequired: 'services-promo.select-start-date',
  startPast: 'services-promo.date-today-or-later',
  daysRequired: 'services-promo.select-duration',
  featuresRequired: 'services-promo.features-required',
  featureRequired: 'services-promo.feature-required',
  featuresMax: 'services-promo.features-max',
  imageRequired: 'services-promo.add-one-image',
  pngJpgOnly: 'services-promo.png-jpg-only',
  maxFiles: 'services-promo.max-files',
  submitFailed: 'services-promo.submit-failed',
  deleteFailed: 'services-promo.unpaid.delete-failed',
  deleted: 'services-promo.unpaid.deleted',
  bookingGone: 'services-promo.booking-gone',
} as const;

/** A chosen image: the file, its preview URL and its first bytes (read by the view; absent when not read). */
export type ChosenImage = { file: File; preview: string; head?: Uint8Array };
/** `file` is null for an image the unpaid offer being changed already has on the server. */
export type PromoImage = { id: string; file: File | null; name: string; size: number; preview: string };

export type PromoDetails = { name: string; startDate: string; days: string; features: string[] };
export type DetailsField = 'name' | 'startDate' | 'days' | 'features';
/** Per field the message it shows; `feature-N` for the Nth feature's text. */
export type DetailsProblems = Partial<Record<DetailsField | `feature-${number}`, string>>;

const DAYS = /^[1-9]\d{0,2}$/;

/** What the details step lacks (§5: title, a start date today or later, days above 0, 1–7 features each with text). */
export function detailsProblems(details: PromoDetails, today: string): DetailsProblems {
  const problems: DetailsProblems = {};
  if (!details.name.trim()) problems.name = PROMO_TEXT.nameRequired;
  if (!details.startDate) problems.startDate = PROMO_TEXT.startRequired;
  else if (details.startDate < today) problems.startDate = PROMO_TEXT.startPast;
  if (!DAYS.test(details.days.trim()) || Number(details.days) > MAX_SERVICE_DAYS) problems.days = PROMO_TEXT.daysRequired;
  if (details.features.length === 0) problems.features = PROMO_TEXT.featuresRequired;
  details.features.forEach((title, i) => {
    if (!title.trim()) problems[`feature-${i}`] = PROMO_TEXT.featureRequired;
  });
  return problems;
}

export const areDetailsValid = (details: PromoDetails, today: string) => Object.keys(detailsProblems(details, today)).length === 0;

/**
 * The feature count typed in its field: '' empties the list (the field is being retyped), a number
 * up to 7 grows or shrinks it (texts kept), anything above 7 is refused (null) — §5 "typing beyond 7 blocked".
 */
export function featuresOfCount(features: string[], typed: string): string[] | null {
  const text = typed.trim();
  if (text === '') return [];
  if (!/^\d+$/.test(text)) return features;
  const count = Number(text);
  if (count > PROMO_FEATURES_MAX) return null;
  return Array.from({ length: count }, (_, i) => features[i] ?? '');
}

/**
 * The images kept from a choice: PNG/JPEG by their first bytes (a text file renamed .png is no image),
 * at most 10 in all; each problem reported once, the first one shown.
 */
export function acceptImages(current: PromoImage[], chosen: ChosenImage[], newId: (i: number) => string): { images: PromoImage[]; problem: string | null } {
  let problem: string | null = null;
  const kept: PromoImage[] = [];
  for (const [i, { file, preview, head }] of chosen.entries()) {
    const named = /\.(png|jpe?g)$/i.test(file.name) || ['image/png', 'image/jpeg', 'image/jpg'].includes(file.type);
    if (!named || !head || !imageKindOf(head)) { problem ??= PROMO_TEXT.pngJpgOnly; continue; }
    kept.push({ id: newId(i), file, name: file.name, size: file.size, preview });
  }
  const room = PRODUCT_IMAGES_MAX - current.length;
  if (kept.length > room) problem ??= PROMO_TEXT.maxFiles;
  return { images: [...current, ...kept.slice(0, Math.max(0, room))], problem };
}

/**
 * §2's query values the dialog restores: productId, step (1–4), adStartDate, duration; back from
 * /payment also the unpaid offer's id (offerId), its title (name) and features (feature, repeated).
 */
export type PromoRestore = { productId: number | null; step: number; startDate: string; days: string; offerId: number | null; name: string; features: string[] };

export function restoreOf(query: URLSearchParams): PromoRestore {
  const id = Number(query.get('productId') ?? query.get('product'));
  const step = Number(query.get('step'));
  const startDate = query.get('adStartDate') ?? query.get('startDate') ?? '';
  const days = query.get('duration') ?? query.get('days') ?? '';
  const offerId = query.get('offerId') ?? '';
  const features = query.getAll('feature').map((f) => f.slice(0, 200)).slice(0, PROMO_FEATURES_MAX);
  return {
    offerId: /^[1-9]\d{0,8}$/.test(offerId) ? Number(offerId) : null,
    name: (query.get('name') ?? '').slice(0, 200),
    features,
    productId: Number.isSafeInteger(id) && id > 0 ? id : null,
    step: Number.isInteger(step) && step >= 1 && step <= 4 ? step : 1,
    startDate: /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : '',
    days: DAYS.test(days) ? days : '',
  };
}

/** The last day the offer runs (start + days − 1), or null while either is missing. */
export function lastDayOf(startDate: string, days: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !DAYS.test(days)) return null;
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + Number(days) - 1);
  return end.toISOString().slice(0, 10);
}

/** POST /offers/promo's multipart form (§3 Promo offer): name, productId, date, days, features as JSON, images. */
export function promoFormData(productId: number, details: PromoDetails, images: PromoImage[]): FormData {
  const form = new FormData();
  form.set('name', details.name.trim());
  form.set('productId', String(productId));
  form.set('date', details.startDate);
  form.set('days', details.days.trim());
  form.set('features', JSON.stringify(details.features.map((f) => f.trim())));
  // The offer's stored images (when changing it) are named by address, so a removed one goes and new files join the rest.
  const kept = images.filter((image) => !image.file).map((image) => image.preview);
  if (kept.length > 0) form.set('keptImages', JSON.stringify(kept));
  for (const image of images) if (image.file) form.append('images', image.file, image.name);
  return form;
}
