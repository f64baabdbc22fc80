import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-details.model';
import { sampleProduct } from './product-details.fixtures';

describe('product details machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        loading: (s) => {
          expect(s.context.error).toBeNull();
        },
        loaded: (s) => {
          expect(s.context.product).toEqual(sampleProduct);
          expect(s.context.error).toBeNull();
          // The view is counted while the product shows.
        },
        failed: (s) => {
          expect(['product-dialogs.not-found', 'product-dialogs.load-failed']).toContain(s.context.error);
          expect(s.context.product).toBeNull();
        },
      },
    });
  });

  it('counts one view for a product that failed once and then loaded', async () => {
    const counted: string[] = [];
    let attempts = 0;
    const actor = createActor(machine.provide({
      actors: {
        loadProduct: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return sampleProduct;
        }),
        countView: fromPromise(async ({ input: { slug } }: { input: { slug: string } }) => { counted.push(slug); }),
      },
    }), { input }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(counted).toEqual([]);
    actor.send({ type: 'RETRIED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(counted).toEqual([sampleProduct.slug]);
  });
});
