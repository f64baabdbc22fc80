import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { BOOST_MESSAGES, boostDialogMachine, boostDays, boostPaymentPath, type BoostPrices } from './boost-dialog.machine';
import { DAY1, DAY2, DAY3, lamp, prices, pricesWithCredits, TODAY, unpaidBoost } from './boost-dialog.fixtures';
import { events, inputs, machine } from './boost-dialog.model';

const item = (itemId: number, subjectId = 9) => ({ itemId, paymentForType: 3, subjectId, amount: 7_500, createdAt: '2026-11-24T09:00:00.000Z' });
const oneOf = (...values: unknown[]) => (value: unknown) => expect(values).toContainEqual(value);

describe('boost dialog machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        // First load, or again after a 409 that was no unpaid boost (the credits may have gone).
        loadingPrices: (s) => expect(s.context).toMatchObject({ unpaid: null, paymentPath: null }),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        choosingProduct: (s) => {
          oneOf(prices, pricesWithCredits)(s.context.prices);
          oneOf(null, BOOST_MESSAGES.selectProduct)(s.context.error);
        },
        'fillingForm.deciding': () => { throw new Error('deciding is passed through, never rested in'); },
        'fillingForm.editing': (s) => {
          expect(s.context.product).toEqual(lamp);
          // The chosen top-5 days are always within the boost's days and never reserved ones.
          const days = boostDays(s.context.startDate, s.context.duration);
          for (const d of s.context.selectedDates) {
            expect(days).toContain(d);
            expect(s.context.reserved).not.toContain(d);
          }
          if (!s.context.keepTop5) expect(s.context.selectedDates).toEqual([]);
        },
        'fillingForm.loadingDates': (s) => {
          expect(s.context.keepTop5).toBe(true);
          expect(boostDays(s.context.startDate, s.context.duration).length).toBeGreaterThan(0);
        },
        'fillingForm.checkingDates': (s) => expect(s.context.selectedDates.length).toBeGreaterThan(0),
        'fillingForm.datesFailed': (s) => expect(s.context.error).toBe(BOOST_MESSAGES.datesFailed),
        reviewing: (s) => {
          expect(s.context.product).toEqual(lamp);
          expect(s.context.startDate >= TODAY).toBe(true);
          expect(s.context.duration).toBeGreaterThan(0);
          if (s.context.keepTop5) expect(s.context.selectedDates.length).toBeGreaterThan(0);
        },
        submitting: (s) => expect(s.context.error).toBeNull(),
        checkingConflict: (s) => expect(s.context.error).not.toBeNull(),
        unpaidWarning: (s) => {
          expect(s.context.unpaid).toEqual(unpaidBoost);
          oneOf(null, BOOST_MESSAGES.deleteFailed)(s.context.error);
        },
        deletingUnpaid: (s) => expect(s.context.unpaid).toEqual(unpaidBoost),
        bookedFree: (s) => {
          expect(s.context.paymentPath).toBeNull();
          expect(s.context.prices?.credits).toBe(pricesWithCredits.credits - 1);
        },
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          // The cart item, and the way back into this dialog's review with the booking's values.
          expect(s.context.paymentPath).toMatch(/^\/payment\?type=3&productId=41&itemId=\d+(&fromBoost=1)?&openDialog=boost&step=3&product=brass-lamp-41&offerId=\d+&startDate=\d{4}-\d\d-\d\d&duration=\d+(&keepTop5=1&selectedDates=[\d%C-]+)?$/);
        },
      },
    });
  // The walk is long (every path through the form, the calendar and the warning); a busy CI needs the room.
  }, 180_000);
});

describe('boost dialog (behaviour)', () => {
  const withActors = (overrides: Record<string, unknown>, went: string[]) => boostDialogMachine.provide({
    actors: {
      loadPrices: fromPromise(async (): Promise<BoostPrices> => prices),
      loadCalendar: fromPromise(async () => [DAY3]),
      ...overrides,
    } as never,
    actions: { goToPayment: (_, params: { path: string }) => { went.push(params.path); } },
  });

  it('books the chosen days with the top-5 ones and goes to /payment with the cart item (type 3) and the way back', async () => {
    const went: string[] = [];
    const booked: unknown[] = [];
    const actor = createActor(withActors({
      book: fromPromise(async ({ input }) => { booked.push(input); return item(51); }),
    }, went), { input: { product: lamp, fromProducts: true, today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches({ fillingForm: 'editing' }));
    actor.send({ type: 'START_DATE_CHANGED', date: DAY1 });
    actor.send({ type: 'DURATION_CHANGED', days: 3 });
    actor.send({ type: 'KEEP_TOP5_TOGGLED', on: true });
    await waitFor(actor, (s) => s.matches({ fillingForm: 'editing' }));
    expect(actor.getSnapshot().context.reserved).toEqual([DAY3]);
    actor.send({ type: 'TOP_DATE_TOGGLED', date: DAY3 });
    expect(actor.getSnapshot().context.error).toBe(BOOST_MESSAGES.datesTaken);
    actor.send({ type: 'TOP_DATE_TOGGLED', date: DAY2 });
    actor.send({ type: 'NEXT_CLICKED' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked).toEqual([{ productId: 41, date: DAY1, days: 3, inTop: [DAY2], free: false, offerId: null }]);
    expect(went).toEqual([`/payment?type=3&productId=41&itemId=51&fromBoost=1&openDialog=boost&step=3&product=brass-lamp-41&offerId=9&startDate=${DAY1}&duration=3&keepTop5=1&selectedDates=${DAY2}`]);
  });

  it('on a 409 with an unpaid boost of the product in the cart, warns; paying it goes to its item', async () => {
    const went: string[] = [];
    const actor = createActor(withActors({
      book: fromPromise(async () => { throw httpError(409, { message: 'already' }); }),
      findUnpaid: fromPromise(async () => unpaidBoost),
    }, went), { input: { product: lamp, step: 3, startDate: DAY1, duration: 2, today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.send({ type: 'PAY_UNPAID_CLICKED' });
    // Paid as it is: the way back carries the unpaid boost's own days (26–27 Nov in Kuwait).
    expect(went).toEqual(['/payment?type=3&productId=41&itemId=88&openDialog=boost&step=3&product=brass-lamp-41&offerId=7&startDate=2026-11-26&duration=2']);
  });

  it('Update in the warning changes the unpaid boost to these days (PUT, same cart item) and goes to pay it', async () => {
    const went: string[] = [];
    const booked: unknown[] = [];
    const actor = createActor(withActors({
      book: fromPromise(async ({ input }) => {
        booked.push(input);
        if (booked.length === 1) throw httpError(409, { message: 'already' });
        return item(88, 7);
      }),
      findUnpaid: fromPromise(async () => unpaidBoost),
    }, went), { input: { product: lamp, step: 3, startDate: DAY1, duration: 3, today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.send({ type: 'UPDATE_UNPAID_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked[1]).toEqual({ productId: 41, date: DAY1, days: 3, inTop: [], free: false, offerId: 7 });
    expect(went).toEqual([`/payment?type=3&productId=41&itemId=88&openDialog=boost&step=3&product=brass-lamp-41&offerId=7&startDate=${DAY1}&duration=3`]);
  });

  it('back from a failed payment (offerId restored), the review submits a change of that booking, never a credit', async () => {
    const booked: Array<{ offerId: number | null; free: boolean }> = [];
    const actor = createActor(withActors({
      loadPrices: fromPromise(async (): Promise<BoostPrices> => pricesWithCredits),
      book: fromPromise(async ({ input }: { input: { offerId: number | null; free: boolean } }) => { booked.push(input); return item(88, 7); }),
    }, []), { input: { product: lamp, step: 3, startDate: DAY1, duration: 3, offerId: 7, today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked).toMatchObject([{ offerId: 7, free: false }]);
  });

  it('on a 409 without an unpaid boost (a day taken meanwhile), goes back to the form with the server words and the calendar asked again', async () => {
    let asked = 0;
    const actor = createActor(withActors({
      loadCalendar: fromPromise(async () => { asked += 1; return asked === 1 ? [] : [DAY2]; }),
      book: fromPromise(async () => { throw httpError(409, { message: 'Some selected dates are no longer available' }); }),
      findUnpaid: fromPromise(async () => null),
    }, []), { input: { product: lamp, step: 3, startDate: DAY1, duration: 3, keepTop5: true, selectedDates: [DAY1], today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches({ fillingForm: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Some selected dates are no longer available', reserved: [DAY2], selectedDates: [DAY1] });
  });

  it('with a credit left, submitting books it free through /direct: no payment, the credit counted down; a 409 asks the credits again', async () => {
    const went: string[] = [];
    const booked: unknown[] = [];
    let loads = 0;
    const actor = createActor(withActors({
      loadPrices: fromPromise(async (): Promise<BoostPrices> => { loads += 1; return loads === 1 ? pricesWithCredits : prices; }),
      book: fromPromise(async ({ input }) => { booked.push(input); if (booked.length === 1) throw httpError(409, { message: 'No credits left for this service.' }); return item(51); }),
      findUnpaid: fromPromise(async () => null),
    }, went), { input: { product: lamp, step: 3, startDate: DAY1, duration: 2, today: TODAY } }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    // The last credit went meanwhile: the form, with the server's words and no credit left.
    await waitFor(actor, (s) => s.matches({ fillingForm: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'No credits left for this service.', prices });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked).toEqual([{ productId: 41, date: DAY1, days: 2, inTop: [], free: true, offerId: null }, { productId: 41, date: DAY1, days: 2, inTop: [], free: false, offerId: null }]);
    expect(went).toEqual([`/payment?type=3&productId=41&itemId=51&openDialog=boost&step=3&product=brass-lamp-41&offerId=9&startDate=${DAY1}&duration=2`]);

    const free = createActor(withActors({
      loadPrices: fromPromise(async (): Promise<BoostPrices> => pricesWithCredits),
      book: fromPromise(async () => null),
    }, went), { input: { product: lamp, step: 3, startDate: DAY1, duration: 2, today: TODAY } }).start();
    await waitFor(free, (s) => s.matches('reviewing'));
    free.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(free, (s) => s.matches('bookedFree'));
    expect(free.getSnapshot().context.prices?.credits).toBe(1);
    expect(went).toHaveLength(1);
  });

  it('the /payment path of a boost', () => {
    expect(boostPaymentPath(9, 41, false)).toBe('/payment?type=3&productId=41&itemId=9');
    expect(boostPaymentPath(9, 41, true)).toBe('/payment?type=3&productId=41&itemId=9&fromBoost=1');
  });
});
