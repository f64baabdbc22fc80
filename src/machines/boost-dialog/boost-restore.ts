// Part 2 §2: `?openDialog=boost&product=<slug>&step=…` restores the boost dialog where it was. The
// query's values (step, startDate or adStartDate, duration, keepTop5, selectedDates) become the
// machine's input; anything malformed is left out, so the dialog opens at the step it can.
import type { BoostDialogInput, BoostProduct, BoostStep } from './boost-dialog.machine';
import { BOOST_MAX_DAYS } from './boost-dialog.machine';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function boostInputOf(restore: URLSearchParams, product: BoostProduct | null): BoostDialogInput {
  // Back from /payment (offerId) the product came with the dialog: from the products list only if the payment said so.
  const linked = restore.has('offerId') ? restore.get('fromBoost') === '1' : restore.has('product') || restore.has('productId');
  const input: BoostDialogInput = { product, fromProducts: product !== null && linked };
  const step = Number(restore.get('step'));
  if (step === 1 || step === 2 || step === 3) input.step = step as BoostStep;
  const start = restore.get('startDate') ?? restore.get('adStartDate');
  if (start && isDay(start)) input.startDate = start;
  const duration = restore.get('duration');
  if (duration && /^\d{1,3}$/.test(duration) && Number(duration) >= 1 && Number(duration) <= BOOST_MAX_DAYS) input.duration = Number(duration);
  const offerId = restore.get('offerId');
  if (offerId && /^\d{1,9}$/.test(offerId) && Number(offerId) > 0) input.offerId = Number(offerId);
  const keepTop5 = restore.get('keepTop5');
  if (keepTop5 === 'true' || keepTop5 === '1') input.keepTop5 = true;
  const dates = (restore.get('selectedDates') ?? '').split(',').map((d) => d.trim()).filter(isDay);
  if (input.keepTop5 && dates.length) input.selectedDates = dates.slice(0, BOOST_MAX_DAYS);
  return input;
}
