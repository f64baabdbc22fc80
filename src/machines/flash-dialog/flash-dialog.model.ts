// The flash sale dialog's model for checkModel and `npm run paths -- flash-dialog`, both readings.
import type { EventObject, SnapshotFrom } from 'xstate';
import { hasRunningFlash } from '../../domain/service-status';
import { holds, lands, stateKey, stays } from '../test/model';
import { httpError } from '../session/session.fixtures';
import { flashPaymentPath } from './flash-return';
import { datesProblem, discountProblem, type FlashDraft, type FlashReading } from './flash-dialog.draft';
import { flashedProduct, flashItem, FULL_DAY, NOW, PER_DAY, product, TODAY, TOMORROW, unpaidFlash, YESTERDAY } from './flash-dialog.fixtures';
import { FLASH_DELETED, FLASH_FAILED, flashDialogMachine, usesFlashCredit, type FlashDialogInput } from './flash-dialog.machine';

export const machine = flashDialogMachine;
type Snap = SnapshotFrom<typeof flashDialogMachine>;
const ev = (e: { type: string; [k: string]: unknown }) => e as EventObject;

/** A restored sale that holds: 20% off tomorrow for 3 days. */
export const restoredDraft: Partial<FlashDraft> = { discountType: 'percent', percent: 20, startDate: TOMORROW, durationText: '3' };

/**
 * The starts of a reading: opened from the Add button, restored at its last step, and restored with a
 * product whose flash sale is running. (A card's product without a restore is the Add button's walk
 * once the product is chosen, and its loading branch is the restored start's: walking it too only
 * doubled the time.)
 */
export const inputsOf = (reading: FlashReading): FlashDialogInput[] => [
  { reading, today: TODAY, now: NOW, product: null },
  { reading, today: TODAY, now: NOW, product, draft: restoredDraft, step: 3 },
  { reading, today: TODAY, now: NOW, product: flashedProduct, draft: restoredDraft, step: 3 },
];
export const input = inputsOf('four-steps')[0];
export const inputs = [...inputsOf('four-steps'), ...inputsOf('three-steps')];

const fourSteps = (s: Snap) => s.context.reading === 'four-steps';
const flashRunning = (s: Snap) => s.context.product !== null && hasRunningFlash(s.context.product.offers, NOW);
const discountOk = (s: Snap) => discountProblem(s.context.draft, s.context.reading, product.price) === null;
const datesOk = (s: Snap) => datesProblem(s.context.draft, TODAY, [FULL_DAY]) === null;
/** Where the dialog goes once no unpaid sale is in the way (a restored step when the steps before it hold). */
function resumed(s: Snap): string {
  if (s.context.resumeAt >= 3 && fourSteps(s) && discountOk(s)) return 'editing.choosingDates';
  if (s.context.resumeAt >= 3 && !fourSteps(s) && discountOk(s) && datesOk(s)) return 'reviewing';
  return fourSteps(s) ? 'editing.choosingDiscount' : 'editing.detailing';
}
/** The booking's /payment address, with the way back into this dialog's review (its offer id and draft). */
const paidPath = (s: Snap, item: { itemId: number; subjectId: number }) => flashPaymentPath(item.itemId, product.id, { offerId: item.subjectId, slug: product.slug, reading: s.context.reading, draft: s.context.draft });
const datesStep = (s: Snap) => (fourSteps(s) ? 'editing.choosingDates' : 'editing.detailing');
const close = lands('closed', { type: 'CLOSE_CLICKED' });

/** Draft edits a step shows, each to a value that differs, cycling through valid and invalid ones. */
function discountEdits(s: Snap): EventObject[] {
  const here = stateKey(s);
  const { draft } = s.context;
  const other = draft.discountType === 'percent' ? 'fixed' : 'percent';
  const out = [lands(here, ev({ type: 'DISCOUNT_TYPE_CHOSEN', discountType: other }), (a: Snap) => holds({ discountType: other })({ context: a.context.draft }))];
  if (draft.discountType === 'percent') {
    // A choice of §9 (20), then one the reading refuses: 35 is not a choice, 101 is out of 1–100.
    const percent = draft.percent === 20 ? (fourSteps(s) ? 35 : 101) : 20;
    out.push(lands(here, ev({ type: 'PERCENT_CHANGED', percent }), (a: Snap) => holds({ percent })({ context: a.context.draft })));
  } else {
    // KWD 50.500 off, then KWD 300 (more than the product's 245.500).
    const text = draft.fixedText === '50.500' ? '300' : '50.500';
    out.push(lands(here, ev({ type: 'FIXED_CHANGED', text }), (a: Snap) => holds({ fixedText: text })({ context: a.context.draft })));
  }
  return out;
}
function dateEdits(s: Snap): EventObject[] {
  const here = stateKey(s);
  const { draft } = s.context;
  // Tomorrow, then a start on a full day, then yesterday.
  const date = draft.startDate === TOMORROW ? FULL_DAY : draft.startDate === FULL_DAY ? YESTERDAY : TOMORROW;
  const text = draft.durationText === '3' ? '0' : '3';
  return [
    lands(here, ev({ type: 'START_DATE_CHOSEN', date }), (a: Snap) => holds({ startDate: date })({ context: a.context.draft })),
    lands(here, ev({ type: 'DURATION_CHANGED', text }), (a: Snap) => holds({ durationText: text })({ context: a.context.draft })),
  ];
}

export function events(s: Snap): EventObject[] {
  // The form of a product on a running sale (its unpaid sale being changed) takes the same steps as the
  // restored start's form: the walk checks where it lands and goes no further.
  if (flashRunning(s) && (s.matches('editing') || s.matches('reviewing'))) return [close];
  if (s.matches('loading')) {
    const start = { perDay: PER_DAY, fullDays: [FULL_DAY], credits: 0 };
    return [
      lands(s.context.product ? 'checkingUnpaid' : 'choosingProduct', ev({ type: 'xstate.done.actor.loadFlash', output: start }), holds(start)),
      // Flash credits left: the restored sale is booked free; once a reading is enough for the walk.
      ...(s.context.product?.id === product.id && !flashRunning(s) && s.context.resumeAt === 3 && s.context.draft.percent === restoredDraft.percent
        ? [lands('checkingUnpaid', ev({ type: 'xstate.done.actor.loadFlash', output: { ...start, credits: 2 } }), holds({ credits: 2 }))]
        : []),
      lands('loadFailed', ev({ type: 'xstate.error.actor.loadFlash', error: httpError(500) }), holds({ error: 'errors.server' })),
      close,
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null })), close];
  if (s.matches('choosingProduct')) {
    // The start with a product on a running sale (here with it, or without any product and the step
    // still asked for): choosing the other product walks on as the restored start does, so it is not offered.
    const runningStart = flashRunning(s) || (s.context.product === null && s.context.resumeAt === 3);
    return [
      ...(runningStart ? [] : [stays(s, ev({ type: 'PRODUCT_CHOSEN', product }), holds({ product, showErrors: false }))]),
      s.context.product ? lands('checkingUnpaid', { type: 'NEXT_CLICKED' }, holds({ showErrors: false })) : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })),
      close,
    ];
  }
  if (s.matches('checkingUnpaid') || s.matches('checkingConflict')) {
    const none = { unpaid: null, fullDays: [FULL_DAY] };
    const conflict = s.matches('checkingConflict');
    return [
      // An unpaid sale of the product warns, unless it is the one being changed (then it is as if none).
      s.context.editing === unpaidFlash.id
        ? lands(conflict ? datesStep(s) : flashRunning(s) ? 'flashRunning' : resumed(s), ev({ type: 'xstate.done.actor.checkUnpaid', output: { unpaid: unpaidFlash, fullDays: [FULL_DAY] } }), holds({ unpaid: null }))
        : lands('unpaid', ev({ type: 'xstate.done.actor.checkUnpaid', output: { unpaid: unpaidFlash, fullDays: [FULL_DAY] } }), holds({ unpaid: unpaidFlash })),
      conflict
        ? lands(datesStep(s), ev({ type: 'xstate.done.actor.checkUnpaid', output: none }), holds({ unpaid: null, showErrors: true, error: s.context.error }))
        : flashRunning(s)
          ? lands('flashRunning', ev({ type: 'xstate.done.actor.checkUnpaid', output: none }), holds({ unpaid: null }))
          : lands(resumed(s), ev({ type: 'xstate.done.actor.checkUnpaid', output: none }), holds({ unpaid: null, resumeAt: 0 })),
      conflict
        ? lands(datesStep(s), ev({ type: 'xstate.error.actor.checkUnpaid', error: httpError(500) }))
        : lands('choosingProduct', ev({ type: 'xstate.error.actor.checkUnpaid', error: httpError(500) }), holds({ error: 'errors.server' })),
      close,
    ];
  }
  if (s.matches('flashRunning')) return [lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ product: null, showErrors: false })), close];
  if (s.matches('unpaid')) {
    return [
      lands('checkingUnpaid', ev({ type: 'xstate.done.actor.unpaidFlash', output: { outcome: 'deleted' } }), holds({ unpaid: null, notice: FLASH_DELETED })),
      // Paid as it is: a failed payment comes back into the review with the unpaid sale's own values.
      lands('goingToPayment', ev({ type: 'xstate.done.actor.unpaidFlash', output: { outcome: 'pay', itemId: 501, productId: product.id } }),
        holds({ paymentPath: `/payment?type=5&productId=${product.id}&itemId=501&openDialog=flash-sale&step=3&reading=${s.context.reading}&product=${product.slug}&offerId=${unpaidFlash.id}&discountType=percent&selectedDiscount=20&adStartDate=2026-11-25&duration=3` })),
      lands('closed', ev({ type: 'xstate.done.actor.unpaidFlash', output: { outcome: 'closed' } })),
      // Update: the form with the unpaid sale's values (20% for 3 days from the 25th); submitting changes it.
      lands(`changing → ${fourSteps(s) ? 'editing.choosingDiscount' : 'editing.detailing'}`, ev({ type: 'xstate.done.actor.unpaidFlash', output: { outcome: 'update' } }),
        holds({ unpaid: null, editing: unpaidFlash.id, draft: { ...s.context.draft, discountType: 'percent', percent: 20, startDate: '2026-11-25', durationText: '3' } })),
      close,
    ];
  }
  if (s.matches({ editing: 'choosingDiscount' })) {
    return [
      ...discountEdits(s),
      lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ showErrors: false, notice: null })),
      discountOk(s) ? lands('editing.choosingDates', { type: 'NEXT_CLICKED' }, holds({ showErrors: false })) : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })),
      close,
    ];
  }
  if (s.matches({ editing: 'choosingDates' })) {
    return [
      ...dateEdits(s),
      lands('editing.choosingDiscount', { type: 'BACK_CLICKED' }, holds({ showErrors: false })),
      datesOk(s) ? lands('submitting', { type: 'NEXT_CLICKED' }, holds({ showErrors: false, error: null })) : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })),
      close,
    ];
  }
  if (s.matches({ editing: 'detailing' })) {
    return [
      ...discountEdits(s),
      ...dateEdits(s),
      lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ showErrors: false })),
      discountOk(s) && datesOk(s) ? lands('reviewing', { type: 'NEXT_CLICKED' }, holds({ showErrors: false })) : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })),
      close,
    ];
  }
  if (s.matches('reviewing')) {
    return [
      lands('editing.detailing', { type: 'BACK_CLICKED' }),
      lands('submitting', { type: 'SUBMIT_CLICKED' }, holds({ error: null })),
      close,
    ];
  }
  if (s.matches('submitting')) {
    const taken = 'Some selected dates are no longer available';
    if (usesFlashCredit(s.context)) {
      return [
        lands('bookedFree', ev({ type: 'xstate.done.actor.addFlashToCart', output: null }), holds({ credits: s.context.credits - 1, item: null, paymentPath: null })),
        // Refused (a day, or the last credit gone): the credits are read again with the unpaid check.
        lands('checkingConflict', ev({ type: 'xstate.error.actor.addFlashToCart', error: httpError(409, { message: taken }) }), holds({ error: taken })),
        stays(s, { type: 'CLOSE_CLICKED' }),
      ];
    }
    return [
      fourSteps(s)
        ? lands('reviewingBooking', ev({ type: 'xstate.done.actor.addFlashToCart', output: flashItem }), holds({ item: flashItem, paymentPath: paidPath(s, flashItem) }))
        : lands('goingToPayment', ev({ type: 'xstate.done.actor.addFlashToCart', output: flashItem }), holds({ item: flashItem, paymentPath: paidPath(s, flashItem) })),
      lands('checkingConflict', ev({ type: 'xstate.error.actor.addFlashToCart', error: httpError(409, { message: taken }) }), holds({ error: taken })),
      lands(fourSteps(s) ? 'editing.choosingDates' : 'reviewing', ev({ type: 'xstate.error.actor.addFlashToCart', error: httpError(422, { message: 'Invalid', errors: { fixedValue: ['server.flash-fixed-range'] } }) }),
        holds({ error: 'server.flash-fixed-range' })),
      // 404: the sale being changed was paid or deleted meanwhile; the next submit adds one afresh (walked
      // without credits: with them it lands in states the walk otherwise reaches, at twice its time).
      ...(s.context.editing === null || s.context.credits === 0
        ? [lands(fourSteps(s) ? 'editing.choosingDates' : 'reviewing', ev({ type: 'xstate.error.actor.addFlashToCart', error: httpError(404) }), holds({ error: FLASH_FAILED.add, editing: null }))]
        : []),
      // Closing waits for the booking's answer.
      stays(s, { type: 'CLOSE_CLICKED' }),
    ];
  }
  if (s.matches('reviewingBooking')) return [lands('goingToPayment', { type: 'PAY_CLICKED' }), close];
  return [];
}

/** A state is its value, the reading, whether a product is chosen, the discount type, each step's validity and what shows. */
export const serialize = (s: Snap) => JSON.stringify([
  s.value, s.context.reading, s.context.credits, s.context.product !== null, flashRunning(s), s.context.resumeAt, s.context.showErrors, s.context.draft.discountType,
  discountOk(s), datesOk(s), s.context.unpaid !== null, s.context.editing, s.context.item !== null, s.context.error, s.status,
]);

export const model = { machine, events, input, inputs, serialize };

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'flashDialog.editing.choosingDates: NEXT_CLICKED #1 [areDatesValid]: guard → areDetailsValid':
    'step 3 of four is entered only with a discount that holds (step 2\'s Next, a restore, a 409 or a 404 after a submit that passed it), and its fields are not on that step: both guards ask the same there',
};
