import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-delete.model';

describe('product delete machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        confirming: (s) => expect(s.context).toMatchObject({ id: 41, error: null }),
        deleting: (s) => {
          expect(s.context.error).toBeNull();
        },
        deleted: (s) => expect(s.status).toBe('done'),
        failed: (s) => expect(['product-dialogs.not-found', 'product-dialogs.delete-failed']).toContain(s.context.error),
      },
    });
  });

  it('deletes the product by id once confirmed, then announces it', async () => {
    const deleted: number[] = [];
    let announced = 0;
    const actor = createActor(machine.provide({
      actors: { deleteProduct: fromPromise(async ({ input: { id } }: { input: { id: number } }) => { deleted.push(id); }) },
      actions: { announceDeleted: () => { announced += 1; } },
    }), { input }).start();
    expect(deleted).toEqual([]);
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual([41]);
    expect(announced).toBe(1);
  });
});
