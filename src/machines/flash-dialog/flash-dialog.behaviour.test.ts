// What the flash dialog does around the server's answers, in both readings: it opens knowing nothing,
// goes on with the full days and credits its last check read (not those read on opening), says what
// failed and forgets it once the seller moves on, and tells the Services screen when its cards changed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../api/schemas/memberships';
import type { FlashBody } from '../../api/schemas/promotions';
import { httpError } from '../session/session.fixtures';
import { inOrder } from '../test/answers';
import { datesProblem, FLASH_MESSAGES, FLASH_READINGS, type FlashReading } from './flash-dialog.draft';
import { flashItem, NOW, PER_DAY, product, TODAY, TOMORROW } from './flash-dialog.fixtures';
import { flashDialogMachine, usesFlashCredit, type FlashDialogInput, type FlashStart, type UnpaidCheck } from './flash-dialog.machine';

/** A day inside the draft's sale (the 25th for 3 days) that fills up after the dialog opened. */
const FILLED = '2026-11-26';
const draft = { percent: 20, startDate: TOMORROW, durationText: '3' };
const TAKEN = 'Some selected dates are no longer available';

type Answers = { start?: FlashStart; checks?: (UnpaidCheck | Error)[]; add?: (CartItem | null | Error)[] };
/** The dialog with the server's answers in order (the last one repeated) and the view's calls counted. */
function open(input: Partial<FlashDialogInput> & { reading: FlashReading }, answers: Answers = {}) {
  const checks = inOrder(answers.checks ?? [{ unpaid: null, fullDays: [] }]);
  const adds = inOrder(answers.add ?? [flashItem]);
  const calls = { reportChanged: 0, sent: [] as boolean[] };
  const actor = createActor(flashDialogMachine.provide({
    actors: {
      loadFlash: fromPromise(async (): Promise<FlashStart> => answers.start ?? { perDay: PER_DAY, fullDays: [], credits: 0 }),
      checkUnpaid: fromPromise(async (): Promise<UnpaidCheck> => checks()),
      addFlashToCart: fromPromise(async ({ input }: { input: FlashBody & { free: boolean; offerId: number | null } }): Promise<CartItem | null> => {
        calls.sent.push(input.free);
        return adds();
      }),
    },
    actions: { reportChanged: () => { calls.reportChanged += 1; }, goToPayment: () => {} },
  }), { input: { today: TODAY, now: NOW, product, ...input } }).start();
  return { actor, calls };
}

/** Through the form with the draft to the submit (four steps: discount, then dates; three: details, then the review). */
function submit(actor: ReturnType<typeof open>['actor'], reading: FlashReading) {
  actor.send({ type: 'PERCENT_CHANGED', percent: draft.percent });
  if (reading === 'four-steps') actor.send({ type: 'NEXT_CLICKED' });
  actor.send({ type: 'START_DATE_CHOSEN', date: draft.startDate });
  actor.send({ type: 'DURATION_CHANGED', text: draft.durationText });
  actor.send({ type: 'NEXT_CLICKED' });
  if (reading === 'three-steps') actor.send({ type: 'SUBMIT_CLICKED' });
}
const datesStep = (reading: FlashReading) => (reading === 'four-steps' ? { editing: 'choosingDates' as const } : { editing: 'detailing' as const });

describe('flash sale dialog around the server (behaviour)', () => {
  it('opens knowing nothing yet: no price, no credit, no unpaid sale, no message', () => {
    const { actor } = open({ reading: 'three-steps', product: null }, { start: undefined });
    expect(actor.getSnapshot().context).toMatchObject({
      showErrors: false, perDay: null, credits: 0, unpaid: null, error: null, notice: null, item: null, paymentPath: null, editing: null,
    });
  });

  it.each(FLASH_READINGS.flatMap((reading) => [[reading, 'fresh'], [reading, 'restored at step 3']] as const))(
    '%s, %s: goes on with the full days and credits the product check read, not those read on opening', async (reading, how) => {
      const { actor } = open(
        { reading, draft, step: how === 'fresh' ? undefined : 3 },
        { start: { perDay: PER_DAY, fullDays: [], credits: 1 }, checks: [{ unpaid: null, fullDays: [FILLED], credits: 0 }] },
      );
      const s = await waitFor(actor, (x) => x.matches('editing') || x.matches('reviewing'));
      // The dates step says the day is full, and submitting would not spend a credit the server no longer has.
      expect(datesProblem(s.context.draft, TODAY, s.context.fullDays)).toBe(FLASH_MESSAGES.fullDays);
      expect(usesFlashCredit(s.context)).toBe(false);
    });

  it.each(FLASH_READINGS)('%s: a day taken meanwhile (409) brings back the dates with the days read again and their problem shown', async (reading) => {
    const { actor } = open({ reading }, {
      checks: [{ unpaid: null, fullDays: [] }, { unpaid: null, fullDays: [FILLED] }],
      add: [httpError(409, { message: TAKEN })],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    submit(actor, reading);
    const s = await waitFor(actor, (x) => x.matches(datesStep(reading)));
    expect(s.context).toMatchObject({ showErrors: true, error: TAKEN });
    expect(datesProblem(s.context.draft, TODAY, s.context.fullDays)).toBe(FLASH_MESSAGES.fullDays);
  });

  it.each(FLASH_READINGS)('%s: a failed product check is said, and forgotten once Next checks again', async (reading) => {
    const { actor } = open({ reading }, { checks: [httpError(500), { unpaid: null, fullDays: [] }] });
    await waitFor(actor, (s) => s.matches('choosingProduct') && s.context.error !== null);
    actor.send({ type: 'NEXT_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches('editing'));
    expect(s.context.error).toBeNull();
  });

  it('three steps: a refused submit is said on the review, and Back to the details forgets it', async () => {
    const { actor } = open({ reading: 'three-steps' }, { add: [httpError(500)] });
    await waitFor(actor, (s) => s.matches('editing'));
    submit(actor, 'three-steps');
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    actor.send({ type: 'BACK_CLICKED' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'detailing' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each(FLASH_READINGS)('%s: booked with an included credit, the Services screen is told once to reload its cards', async (reading) => {
    const { actor, calls } = open({ reading }, { start: { perDay: PER_DAY, fullDays: [], credits: 1 }, checks: [{ unpaid: null, fullDays: [], credits: 1 }], add: [null] });
    await waitFor(actor, (s) => s.matches('editing'));
    submit(actor, reading);
    const s = await waitFor(actor, (x) => x.matches('bookedFree'));
    expect(calls.sent).toEqual([true]);
    expect(s.context.credits).toBe(0);
    expect(calls.reportChanged).toBe(1);
  });

  it.each(FLASH_READINGS)('%s: the unpaid sale being changed is gone (404): said, the cards reload, and the next submit books afresh', async (reading) => {
    const { actor, calls } = open({ reading, draft, step: 3, offerId: 88 }, { add: [httpError(404, { message: 'Not found' }), flashItem] });
    await waitFor(actor, (s) => s.matches(reading === 'four-steps' ? { editing: 'choosingDates' } : 'reviewing'));
    actor.send({ type: reading === 'four-steps' ? 'NEXT_CLICKED' : 'SUBMIT_CLICKED' });
    const s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.matches(reading === 'four-steps' ? { editing: 'choosingDates' } : 'reviewing')).toBe(true);
    expect(s.context.editing).toBeNull();
    expect(calls.reportChanged).toBe(1);
  });
});
