import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { unpaidPremium } from '../banner-dialog/banner.fixtures';
import { UNPAID_BANNER_FAILED, unpaidBannerMachine } from './unpaid-banner.machine';
import { events, inputs, machine } from './unpaid-banner.model';

describe('unpaid banner machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        deciding: (s) => {
          expect(s.context.banner.status).toBe('unpaid');
          expect(s.context.outcome).toBeNull();
          // No alert when it opens; afterwards only the failures the warning says.
          expect([null, UNPAID_BANNER_FAILED.delete, UNPAID_BANNER_FAILED.pay, 'errors.network']).toContain(s.context.error);
        },
        deleting: (s) => expect(s.context.error).toBeNull(),
        deleted: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'deleted' });
        },
        editing: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'edit', banner: s.context.banner });
        },
        paying: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'pay', itemId: s.context.banner.itemId });
        },
        closed: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'closed' });
        },
      },
    });
  });
});

describe('unpaid banner (behaviour)', () => {
  it('deletes the unpaid banner by its id', async () => {
    const deleted: number[] = [];
    const actor = createActor(unpaidBannerMachine.provide({
      actors: { deleteBanner: fromPromise(async ({ input }: { input: { id: number } }) => { deleted.push(input.id); }) },
    }), { input: { banner: unpaidPremium } }).start();
    actor.send({ type: 'DELETE_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(deleted).toEqual([unpaidPremium.id]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'deleted' });
  });

  it("says 'Failed to delete banner' when the delete is refused, and stays", async () => {
    const actor = createActor(unpaidBannerMachine.provide({
      actors: { deleteBanner: fromPromise<void, { id: number }>(async () => { throw new Error('refused'); }) },
    }), { input: { banner: unpaidPremium } }).start();
    actor.send({ type: 'DELETE_CLICKED' });
    await waitFor(actor, (s) => s.matches('deciding') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(UNPAID_BANNER_FAILED.delete);
  });
});
