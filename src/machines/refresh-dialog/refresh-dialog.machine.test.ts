import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RefreshBody } from '../../api/schemas/promotions';
import { assertModel } from '../test/model';
import { httpError } from '../session/session.fixtures';
import { flashItem, product, TODAY, TOMORROW } from '../flash-dialog/flash-dialog.fixtures';
import { REFRESH_MESSAGES, refreshDateProblem, refreshDialogMachine, type RefreshCredits } from './refresh-dialog.machine';
import { model } from './refresh-dialog.model';

describe('refresh dialog machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...model,
      states: {
        loading: (s) => expect(s.context.credits).toBe(0),
        loadFailed: (s) => expect(s.context.error).toBe('errors.server'),
        choosingProduct: (s) => expect(s.context.paymentPath).toBeNull(),
        choosingDate: (s) => expect(s.context.product).toEqual(product),
        addingFree: (s) => {
          expect(s.context.credits).toBeGreaterThan(0);
          expect(refreshDateProblem(s.context.startDate, TODAY)).toBeNull();
        },
        addingToCart: (s) => {
          // Paid: no credit left, or an unpaid refresh in the cart being changed (back from a failed payment).
          expect(s.context.credits === 0 || s.context.editing === flashItem.subjectId).toBe(true);
          expect(refreshDateProblem(s.context.startDate, TODAY)).toBeNull();
        },
        addedFree: (s) => {
          expect(s.status).toBe('active');
          expect(s.context.paymentPath).toBeNull();
        },
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          // With the way back into the dialog after a failed payment.
          expect(s.context.paymentPath).toMatch(new RegExp(`^/payment\\?type=4&productId=${product.id}&itemId=${flashItem.itemId}&openDialog=refresh&step=2&product=${product.slug}&offerId=${flashItem.subjectId}&adStartDate=\\d{4}-\\d{2}-\\d{2}$`));
        },
        closed: (s) => expect(s.status).toBe('done'),
      },
    });
  });

  it('refuses a start before today', () => {
    expect(refreshDateProblem('', TODAY)).toBe(REFRESH_MESSAGES.startDate);
    expect(refreshDateProblem('2026-11-23', TODAY)).toBe(REFRESH_MESSAGES.startPast);
    expect(refreshDateProblem(TODAY, TODAY)).toBeNull();
  });
});

describe('refresh dialog (behaviour)', () => {
  const run = async (credits: number) => {
    const free: RefreshBody[] = [];
    const cart: RefreshBody[] = [];
    const paths: string[] = [];
    let changed = 0;
    const actor = createActor(refreshDialogMachine.provide({
      actors: {
        loadCredits: fromPromise(async (): Promise<RefreshCredits> => ({ credits, price: 1_500 })),
        addRefreshFree: fromPromise(async ({ input }: { input: RefreshBody }) => { free.push(input); }),
        addRefreshToCart: fromPromise(async ({ input: { offerId, ...body } }: { input: RefreshBody & { offerId: number | null } }) => { expect(offerId).toBeNull(); cart.push(body); return flashItem; }),
      },
      actions: { goToPayment: (_, params: { path: string }) => { paths.push(params.path); }, announceChanged: () => { changed++; } },
    }), { input: { today: TODAY, product } }).start();
    await waitFor(actor, (s) => s.matches('choosingDate'));
    actor.send({ type: 'START_DATE_CHOSEN', date: TOMORROW });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('addedFree') || s.status === 'done');
    return { free, cart, paths, changed, actor };
  };

  it('with a credit left, adds the refresh free, without payment', async () => {
    const { free, cart, paths, changed, actor } = await run(1);
    expect(free).toEqual([{ productId: product.id, date: TOMORROW }]);
    expect(cart).toEqual([]);
    expect(paths).toEqual([]);
    expect(changed).toBe(1);
    expect(actor.getSnapshot().context.credits).toBe(0);
  });

  it('back from /payment, the refresh it changes was paid or deleted meanwhile (404): the services cards reload and the next submit adds one afresh', async () => {
    let changed = 0;
    const asked: (number | null)[] = [];
    const actor = createActor(refreshDialogMachine.provide({
      actors: {
        loadCredits: fromPromise(async (): Promise<RefreshCredits> => ({ credits: 0, price: 1_500 })),
        addRefreshToCart: fromPromise(async ({ input }: { input: RefreshBody & { offerId: number | null } }) => {
          asked.push(input.offerId);
          if (input.offerId !== null) throw httpError(404);
          return flashItem;
        }),
      },
      actions: { goToPayment: () => {}, announceChanged: () => { changed++; } },
    }), { input: { today: TODAY, product, startDate: TOMORROW, offerId: flashItem.subjectId } }).start();
    await waitFor(actor, (s) => s.matches('choosingDate'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('choosingDate') && s.context.error !== null);
    expect(changed).toBe(1);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toEqual([flashItem.subjectId, null]);
  });

  it('with no credits, puts it in the cart and goes to pay it (type 4)', async () => {
    const { free, cart, paths } = await run(0);
    expect(free).toEqual([]);
    expect(cart).toEqual([{ productId: product.id, date: TOMORROW }]);
    expect(paths).toEqual([`/payment?type=4&productId=${product.id}&itemId=${flashItem.itemId}&openDialog=refresh&step=2&product=${product.slug}&offerId=${flashItem.subjectId}&adStartDate=${TOMORROW}`]);
  });
});
