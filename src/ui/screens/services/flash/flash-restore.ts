// The flash dialog's start from the Services screen's `?openDialog=flash-sale&…` (part 2 §2 query:
// step, adStartDate, duration, discountType, selectedDiscount, fixedDiscountValue) and the
// deployment's reading of the spec (§4: four steps or three).
import { FLASH_READINGS, type FlashDraft, type FlashReading } from '../../../../machines/flash-dialog/flash-dialog.draft';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reading: `reading=four-steps|three-steps` in the restored query or the page's address (so both
 * can be compared on one deployment), else VITE_FLASH_READING, else four steps.
 */
export function flashReading(restore: URLSearchParams, search: string = globalThis.location?.search ?? ''): FlashReading {
  const asked = restore.get('reading') ?? new URLSearchParams(search).get('reading');
  if ((FLASH_READINGS as readonly string[]).includes(asked ?? '')) return asked as FlashReading;
  return import.meta.env.VITE_FLASH_READING === 'three-steps' ? 'three-steps' : 'four-steps';
}

/** The values the query restores (unknown or malformed ones are left out), and the step asked for. */
export function flashRestore(restore: URLSearchParams): { draft: Partial<FlashDraft>; step?: number; offerId?: number } {
  const draft: Partial<FlashDraft> = {};
  // Back from /payment: the unpaid sale in the cart this draft is of.
  const offerId = restore.get('offerId');
  const editing = offerId && /^\d{1,9}$/.test(offerId) && Number(offerId) > 0 ? { offerId: Number(offerId) } : {};
  const type = restore.get('discountType');
  if (type === 'percent' || type === 'fixed') draft.discountType = type;
  const percent = restore.get('selectedDiscount');
  if (percent && /^\d{1,3}$/.test(percent)) draft.percent = Number(percent);
  const fixed = restore.get('fixedDiscountValue');
  if (fixed && /^\d+(\.\d{1,3})?$/.test(fixed)) draft.fixedText = fixed;
  const start = restore.get('adStartDate');
  if (start && DAY.test(start)) draft.startDate = start;
  const duration = restore.get('duration');
  if (duration && /^\d{1,3}$/.test(duration)) draft.durationText = duration;
  const step = Number(restore.get('step'));
  return Number.isInteger(step) && step >= 1 && step <= 4 ? { draft, step, ...editing } : { draft, ...editing };
}
