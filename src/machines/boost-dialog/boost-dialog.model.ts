// The boost dialog's model for checkModel and `npm run paths -- boost-dialog`: each event in each
// state, and the state it must land in.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import type { CartItem } from '../../api/schemas/memberships';
import { BOOST_MESSAGES, boostDays, boostDialogMachine, boostPaymentPath, usesCredit, type BoostDialogContext } from './boost-dialog.machine';
import { draftReturn, unpaidReturn } from './boost-dialog.rules';
import { DAY1, DAY2, inputs, lamp, LATER_DAY, PAST_DAY, prices, pricesWithCredits, unpaidBoost } from './boost-dialog.fixtures';

export const machine = boostDialogMachine;
export { inputs };
type Snap = SnapshotFrom<typeof boostDialogMachine>;

const DATES_TAKEN_TEXT = 'Some selected dates are no longer available';
/** The cart item a booking (or a change of one) answers with: offer 9, item 51. */
const item: CartItem = { itemId: 51, paymentForType: 3, subjectId: 9, amount: 7_500, createdAt: '2026-11-24T09:00:00.000Z' };

/** Entering the form: the calendar is asked when keepTop5 has a range to show. */
const formTarget = (c: Pick<BoostDialogContext, 'keepTop5' | 'startDate' | 'duration'>) =>
  c.keepTop5 && boostDays(c.startDate, c.duration).length > 0
    ? 'fillingForm.deciding → fillingForm.loadingDates'
    : 'fillingForm.deciding → fillingForm.editing';

/** Where the prices' arrival opens the dialog, by the restore it was given. */
function afterPrices(c: BoostDialogContext): string {
  if (c.product === null || c.restoreStep === 1) return 'choosingProduct';
  const holdsForm = c.startDate >= c.today && c.duration !== null && (!c.keepTop5 || c.selectedDates.length > 0);
  if (c.restoreStep === 3 && holdsForm) return c.keepTop5 ? 'fillingForm.checkingDates' : 'reviewing';
  return formTarget(c);
}

function calendarReplies(s: Snap, src: 'loadingDates' | 'checkingDates'): EventObject[] {
  const c = s.context;
  const days = boostDays(c.startDate, c.duration);
  const done = (output: string[]) => ({ type: src === 'loadingDates' ? 'xstate.done.actor.loadDates' : 'xstate.done.actor.checkDates', output });
  const list: EventObject[] = [
    lands('fillingForm.editing', done(days), holds({ reserved: days, selectedDates: [], error: BOOST_MESSAGES.noDates })),
    lands('fillingForm.datesFailed', { type: src === 'loadingDates' ? 'xstate.error.actor.loadDates' : 'xstate.error.actor.checkDates', error: networkError() }, holds({ error: BOOST_MESSAGES.datesFailed })),
  ];
  // (With one day, a reserved day is the whole range: the first reply above.)
  if (c.selectedDates.length > 0 && days.length > 1) {
    const taken = c.selectedDates[0];
    list.push(lands('fillingForm.editing', done([taken]), holds({
      reserved: [taken], selectedDates: c.selectedDates.filter((d) => d !== taken), error: BOOST_MESSAGES.datesTaken,
    })));
  }
  // The last day full, the chosen ones free.
  const lastFull = [days[days.length - 1]];
  if (days.length > 1 && !c.selectedDates.some((d) => lastFull.includes(d))) {
    list.push(src === 'loadingDates'
      ? lands('fillingForm.editing', done(lastFull), holds({ reserved: lastFull, selectedDates: c.selectedDates }))
      : lands('reviewing', done(lastFull), holds({ reserved: lastFull, selectedDates: c.selectedDates, error: null })));
  }
  return list;
}

function editingEvents(s: Snap): EventObject[] {
  const c = s.context;
  // Back to the product keeps the form (taken from a form without top-5 days, so the walk stays small).
  const list: EventObject[] = c.keepTop5 ? [] : [lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ error: null, startDate: c.startDate }))];
  if (c.startDate === '') {
    list.push(
      stays(s, { type: 'NEXT_CLICKED' }, holds({ error: BOOST_MESSAGES.selectStartDate })),
      lands('fillingForm.deciding → fillingForm.editing', { type: 'START_DATE_CHANGED', date: DAY1 }, holds({ startDate: DAY1, error: null })),
    );
  } else if (c.startDate === PAST_DAY) {
    list.push(
      stays(s, { type: 'NEXT_CLICKED' }, holds({ error: BOOST_MESSAGES.startPast })),
      lands(formTarget({ ...c, startDate: DAY1 }), { type: 'START_DATE_CHANGED', date: DAY1 }, holds({ startDate: DAY1, error: null })),
    );
  } else if (c.duration === null) {
    list.push(
      stays(s, { type: 'NEXT_CLICKED' }, holds({ error: BOOST_MESSAGES.selectDuration })),
      lands('fillingForm.deciding → fillingForm.editing', { type: 'DURATION_CHANGED', days: 3 }, holds({ duration: 3, error: null })),
      lands('fillingForm.deciding → fillingForm.editing', { type: 'START_DATE_CHANGED', date: PAST_DAY }, holds({ startDate: PAST_DAY })),
    );
  } else if (!c.keepTop5) {
    list.push(
      lands('reviewing', { type: 'NEXT_CLICKED' }, holds({ error: null })),
      lands('fillingForm.deciding → fillingForm.loadingDates', { type: 'KEEP_TOP5_TOGGLED', on: true }, holds({ keepTop5: true, selectedDates: [] })),
    );
  } else if (c.selectedDates.length === 0) {
    list.push(
      stays(s, { type: 'NEXT_CLICKED' }, holds({ error: BOOST_MESSAGES.selectOneDate })),
      stays(s, { type: 'TOP_DATE_TOGGLED', date: LATER_DAY }, holds({ selectedDates: [], error: BOOST_MESSAGES.datesTaken })),
      c.reserved.includes(DAY1)
        ? stays(s, { type: 'TOP_DATE_TOGGLED', date: DAY1 }, holds({ selectedDates: [], error: BOOST_MESSAGES.datesTaken }))
        : stays(s, { type: 'TOP_DATE_TOGGLED', date: DAY1 }, holds({ selectedDates: [DAY1], error: null })),
    );
  } else {
    const first = c.selectedDates[0];
    list.push(
      lands('fillingForm.checkingDates', { type: 'NEXT_CLICKED' }, holds({ error: null })),
      stays(s, { type: 'TOP_DATE_TOGGLED', date: first }, holds({ selectedDates: c.selectedDates.slice(1) })),
      lands('fillingForm.deciding → fillingForm.editing', { type: 'KEEP_TOP5_TOGGLED', on: false }, holds({ keepTop5: false, selectedDates: [] })),
    );
    if (c.duration === 3 && !c.selectedDates.includes(DAY2)) {
      list.push(c.reserved.includes(DAY2)
        ? stays(s, { type: 'TOP_DATE_TOGGLED', date: DAY2 }, holds({ selectedDates: c.selectedDates, error: BOOST_MESSAGES.datesTaken }))
        : stays(s, { type: 'TOP_DATE_TOGGLED', date: DAY2 }, holds({ selectedDates: [...c.selectedDates, DAY2].sort(), error: null })));
    }
    if (c.duration === 3) {
      // Shorter: the chosen days beyond the new end are let go, and the calendar asked again.
      list.push(lands('fillingForm.deciding → fillingForm.loadingDates', { type: 'DURATION_CHANGED', days: 1 }, holds({
        duration: 1, selectedDates: c.selectedDates.filter((d) => d === DAY1),
      })));
    }
  }
  return list;
}

export function events(s: Snap): EventObject[] {
  const c = s.context;
  if (s.matches('loadingPrices')) {
    return [
      lands(afterPrices(c), { type: 'xstate.done.actor.loadPrices', output: prices }, holds({ prices, restoreStep: null })),
      // Credits left: the restored review (no top-5 days) is booked free; once is enough for the walk.
      ...(c.prices === null && c.restoreStep === 3 && !c.keepTop5 && c.startDate === DAY1
        ? [lands(afterPrices(c), { type: 'xstate.done.actor.loadPrices', output: pricesWithCredits }, holds({ prices: pricesWithCredits }))]
        : []),
      lands('loadFailed', { type: 'xstate.error.actor.loadPrices', error: networkError() }, (after: Snap) => {
        if (!after.context.error) throw new Error('no failure shown');
      }),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loadingPrices', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches('choosingProduct')) {
    return [
      ...(c.product === null ? [stays(s, { type: 'PRODUCT_CHOSEN', product: lamp }, holds({ product: lamp, error: null }))] : []),
      c.product === null
        ? stays(s, { type: 'NEXT_CLICKED' }, holds({ error: BOOST_MESSAGES.selectProduct }))
        : lands(formTarget(c), { type: 'NEXT_CLICKED' }, holds({ product: lamp, error: null })),
    ];
  }
  if (s.matches({ fillingForm: 'editing' })) return editingEvents(s);
  if (s.matches({ fillingForm: 'loadingDates' })) return calendarReplies(s, 'loadingDates');
  if (s.matches({ fillingForm: 'checkingDates' })) return calendarReplies(s, 'checkingDates');
  if (s.matches({ fillingForm: 'datesFailed' })) {
    return [
      lands('fillingForm.loadingDates', { type: 'RETRY_CLICKED' }, holds({ error: null })),
      lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ error: null })),
    ];
  }
  if (s.matches('reviewing')) {
    return [
      lands(formTarget(c), { type: 'BACK_CLICKED' }, holds({ error: null, notice: null })),
      lands('submitting', { type: 'SUBMIT_CLICKED' }, holds({ error: null })),
    ];
  }
  if (s.matches('submitting')) {
    const conflict = lands('checkingConflict', { type: 'xstate.error.actor.book', error: httpError(409, { message: DATES_TAKEN_TEXT }) }, holds({ error: DATES_TAKEN_TEXT }));
    if (usesCredit(c)) {
      return [
        lands('bookedFree', { type: 'xstate.done.actor.book', output: null }, holds({ prices: { ...c.prices!, credits: c.prices!.credits - 1 }, paymentPath: null })),
        conflict,
      ];
    }
    return [
      lands('goingToPayment', { type: 'xstate.done.actor.book', output: item }, holds({
        paymentPath: boostPaymentPath(51, 41, c.fromProducts, draftReturn(c, 9)),
      })),
      // The unpaid boost being changed was paid or removed meanwhile: the review again, booking afresh.
      ...(c.editing !== null
        ? [lands('reviewing', { type: 'xstate.error.actor.book', error: httpError(404, { message: '' }) }, holds({ editing: null, error: BOOST_MESSAGES.addFailed }))]
        : []),
      lands('checkingConflict', { type: 'xstate.error.actor.book', error: httpError(409, { message: DATES_TAKEN_TEXT }) }, holds({ error: DATES_TAKEN_TEXT })),
      lands('reviewing', { type: 'xstate.error.actor.book', error: httpError(422, { message: '', errors: { date: ['Date must be today or later'] } }) }, holds({
        error: BOOST_MESSAGES.addFailed, fieldErrors: { date: 'Date must be today or later' },
      })),
    ];
  }
  if (s.matches('checkingConflict')) {
    return [
      // The warning says it all: the server's 409 words are not shown over it. The booking being changed is no other one.
      c.editing === unpaidBoost.id
        ? lands('loadingPrices', { type: 'xstate.done.actor.findUnpaid', output: unpaidBoost }, holds({ error: DATES_TAKEN_TEXT }))
        : lands('unpaidWarning', { type: 'xstate.done.actor.findUnpaid', output: unpaidBoost }, holds({ unpaid: unpaidBoost, error: null })),
      // Not an unpaid boost: the credits are asked again (the last one may have gone), then the form.
      lands('loadingPrices', { type: 'xstate.done.actor.findUnpaid', output: null }, holds({ unpaid: null, error: DATES_TAKEN_TEXT })),
      lands('loadingPrices', { type: 'xstate.error.actor.findUnpaid', error: networkError() }, holds({ unpaid: null, error: DATES_TAKEN_TEXT })),
    ];
  }
  if (s.matches('unpaidWarning')) {
    return [
      lands('deletingUnpaid', { type: 'DELETE_UNPAID_CLICKED' }, holds({ error: null })),
      lands('goingToPayment', { type: 'PAY_UNPAID_CLICKED' }, holds({ paymentPath: boostPaymentPath(88, 41, c.fromProducts, unpaidReturn(c, unpaidBoost)) })),
      // Update: the unpaid boost takes this dialog's dates.
      lands('submitting', { type: 'UPDATE_UNPAID_CLICKED' }, holds({ editing: unpaidBoost.id, unpaid: null, error: null })),
      lands('reviewing', { type: 'BACK_CLICKED' }, holds({ error: null, unpaid: null })),
    ];
  }
  if (s.matches('deletingUnpaid')) {
    return [
      lands('reviewing', { type: 'xstate.done.actor.removeUnpaid' }, holds({ unpaid: null, notice: BOOST_MESSAGES.deleted, error: null })),
      lands('unpaidWarning', { type: 'xstate.error.actor.removeUnpaid', error: httpError(404, { message: '' }) }, holds({ error: BOOST_MESSAGES.deleteFailed })),
    ];
  }
  return [];
}

export const model = { machine, events, inputs };

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'boostDialog.fillingForm.editing: NEXT_CLICKED #2 [keepsTop5]: guard → needsCalendar':
    'the branch is reached only past isFormIncomplete, i.e. with a start date and 1–365 days, so hasRange holds and needsCalendar (keepTop5 && hasRange) asks the same as keepsTop5',
};
