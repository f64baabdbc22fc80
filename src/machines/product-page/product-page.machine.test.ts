import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel } from '../test/model';
import { sampleProduct } from '../product-details/product-details.fixtures';
import { events, input, inputs, machine } from './product-page.model';

describe('product page machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        loading: (s) => {
          expect(s.context.error).toBeNull();
          expect(s.context.product).toBeNull();
        },
        notFound: (s) => {
          expect(s.context.product).toBeNull();
          expect(s.context.error).toBeNull();
        },
        failed: (s) => {
          expect(s.context.product).toBeNull();
          expect(s.context.error).toMatch(/\S/);
        },
        'showing.browsing': (s) => expect(s.context.product?.slug).toBe(sampleProduct.slug),
        'showing.editing': (s) => expect(s.context.product?.canEdit).toBe(true),
        'showing.confirmingDelete': (s) => expect(s.context.product?.canDelete).toBe(true),
        'showing.duplicating': (s) => expect(s.context.viewer).toBe('seller'),
        'showing.reloading': (s) => expect(s.context.product).not.toBeNull(),
        deleted: (s) => expect(s.status).toBe('done'),
      },
    });
  });

  it('counts one view per visit, not again after an edit reloads the product', async () => {
    const counted: string[] = [];
    const actor = createActor(machine.provide({
      actors: {
        loadProduct: fromPromise(async () => sampleProduct),
        countView: fromPromise(async ({ input: { slug } }: { input: { slug: string } }) => { counted.push(slug); }),
      },
    }), { input }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ showing: 'browsing' });
    actor.send({ type: 'EDIT_OPENED' });
    actor.send({ type: 'PRODUCT_EDITED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ showing: 'browsing' });
    expect(counted).toEqual([sampleProduct.slug]);
  });
});
