// What the boost dialog does around the server's answers: it opens knowing nothing, says what failed or
// what was done, and tells the Services screen once whenever its cards changed (a credit spent, an
// unpaid booking gone or deleted) — and not when nothing changed there.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { httpError } from '../session/session.fixtures';
import { inOrder } from '../test/answers';
import { BOOST_MESSAGES, boostDialogMachine, type BoostDialogInput, type BoostPrices } from './boost-dialog.machine';
import { DAY1, lamp, prices, pricesWithCredits, TODAY, unpaidBoost } from './boost-dialog.fixtures';

const cartItem = (itemId: number, subjectId = 9): CartItem => ({ itemId, paymentForType: 3, subjectId, amount: 7_500, createdAt: '2026-11-24T09:00:00.000Z' });
/** Restored at the review with a form that holds (no top-5 days): one click submits. */
const atReview: BoostDialogInput = { product: lamp, step: 3, startDate: DAY1, duration: 3, today: TODAY };

/** What the machine sends its `book` actor. */
type BookInput = { productId: number; date: string; days: number; inTop: string[]; free: boolean; offerId: number | null };
type Answers = { prices?: BoostPrices[]; book?: (CartItem | null | Error)[]; unpaid?: (CompanyOffer | null)[]; remove?: (undefined | Error)[] };
/** The dialog with the server's answers in order (the last one repeated) and the view's calls counted. */
function open(input: BoostDialogInput, answers: Answers = {}) {
  const priceList = inOrder(answers.prices ?? [prices]);
  const books = inOrder(answers.book ?? [cartItem(51)]);
  const unpaids = inOrder(answers.unpaid ?? [null]);
  const removes = inOrder(answers.remove ?? [undefined]);
  const calls = { tellChanged: 0, booked: [] as Array<{ free: boolean; offerId: number | null }>, went: [] as string[] };
  const actor = createActor(boostDialogMachine.provide({
    actors: {
      loadPrices: fromPromise(async (): Promise<BoostPrices> => priceList()),
      loadCalendar: fromPromise(async (): Promise<string[]> => []),
      book: fromPromise(async ({ input }: { input: BookInput }): Promise<CartItem | null> => {
        calls.booked.push({ free: input.free, offerId: input.offerId });
        return books();
      }),
      findUnpaid: fromPromise(async (): Promise<CompanyOffer | null> => unpaids()),
      removeUnpaid: fromPromise(async (): Promise<void> => removes()),
    },
    actions: { tellChanged: () => { calls.tellChanged += 1; }, goToPayment: (_, params: { path: string }) => { calls.went.push(params.path); } },
  }), { input }).start();
  return { actor, calls };
}

describe('boost dialog around the server (behaviour)', () => {
  it('opens knowing nothing yet: no prices, no unpaid boost, no payment, nothing said', () => {
    const { actor } = open({ product: null, today: TODAY });
    expect(actor.getSnapshot().context).toMatchObject({
      prices: null, unpaid: null, paymentPath: null, editing: null, error: null, fieldErrors: {}, notice: null,
    });
  });

  it('booked with an included credit: nothing to pay, the credit counted down, and the Services screen told once to reload its cards', async () => {
    const { actor, calls } = open(atReview, { prices: [pricesWithCredits], book: [null] });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches('bookedFree'));
    expect(calls.booked).toEqual([{ free: true, offerId: null }]);
    expect(s.context.prices?.credits).toBe(pricesWithCredits.credits - 1);
    expect(calls.went).toEqual([]);
    expect(calls.tellChanged).toBe(1);
  });

  it('booked into the cart: goes to pay it, and the Services screen is not told (its cards did not change)', async () => {
    const { actor, calls } = open(atReview);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.went).toHaveLength(1);
    expect(calls.tellChanged).toBe(0);
  });

  it('the unpaid boost being changed is gone (404): said on the review, the cards reload once, and the next submit books afresh', async () => {
    const { actor, calls } = open({ ...atReview, offerId: unpaidBoost.id }, { book: [httpError(404, { message: '' }), cartItem(51)] });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches('reviewing') && x.context.error !== null);
    expect(s.context).toMatchObject({ error: BOOST_MESSAGES.addFailed, editing: null });
    expect(calls.tellChanged).toBe(1);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (x) => x.status === 'done');
    expect(calls.booked).toEqual([{ free: false, offerId: unpaidBoost.id }, { free: false, offerId: null }]);
    expect(calls.tellChanged).toBe(1);
  });

  it('deleting the unpaid boost from the warning: the review says it was deleted, the cards reload once, and Back forgets the line', async () => {
    const { actor, calls } = open(atReview, { book: [httpError(409, { message: 'already' })], unpaid: [unpaidBoost] });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    expect(calls.tellChanged).toBe(0);
    actor.send({ type: 'DELETE_UNPAID_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches('reviewing'));
    expect(s.context).toMatchObject({ notice: BOOST_MESSAGES.deleted, error: null, unpaid: null });
    expect(calls.tellChanged).toBe(1);
    actor.send({ type: 'BACK_CLICKED' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a failed delete is said on the warning, and the cards are not told to reload', async () => {
    const { actor, calls } = open(atReview, { book: [httpError(409, { message: 'already' })], unpaid: [unpaidBoost], remove: [httpError(404, { message: '' })] });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.send({ type: 'DELETE_UNPAID_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches('unpaidWarning') && x.context.error !== null);
    expect(s.context).toMatchObject({ error: BOOST_MESSAGES.deleteFailed, unpaid: unpaidBoost, notice: null });
    expect(calls.tellChanged).toBe(0);
  });
});
