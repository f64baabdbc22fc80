import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { unpaidFlash } from '../flash-dialog/flash-dialog.fixtures';
import { UNPAID_FLASH_FAILED, unpaidFlashMachine } from './unpaid-flash.machine';
import { model } from './unpaid-flash.model';

describe('unpaid flash warning machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...model,
      states: {
        deciding: (s) => {
          expect(s.context.offer.status).toBe('unpaid');
          expect([null, UNPAID_FLASH_FAILED.remove, UNPAID_FLASH_FAILED.pay, 'errors.server']).toContain(s.context.error);
        },
        deleting: (s) => expect(s.context.error).toBeNull(),
        deleted: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'deleted' });
        },
        payingNow: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'pay', itemId: 501, productId: unpaidFlash.productId });
        },
        updating: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'update' });
        },
        closed: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'closed' });
        },
      },
    });
  });
});

describe('unpaid flash warning (behaviour)', () => {
  it("deletes the product's unpaid flash sale from the cart", async () => {
    const removed: number[] = [];
    const actor = createActor(unpaidFlashMachine.provide({
      actors: { removeUnpaidFlash: fromPromise(async ({ input }: { input: { productId: number } }) => { removed.push(input.productId); }) },
    }), { input: { offer: unpaidFlash } }).start();
    actor.send({ type: 'DELETE_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(removed).toEqual([unpaidFlash.productId]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'deleted' });
  });
});
