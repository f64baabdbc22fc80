import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PromotedProduct } from '../../api/promoted-product';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-picker.model';

describe('product picker machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        typing: (s) => expect(s.context.query).toBe('iph'),
        loading: () => {},
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        shown: () => {},
        loadingMore: (s) => expect(s.context.nextCursor).not.toBeNull(),
      },
    });
  });
});

describe('product picker machine (behaviour)', () => {
  it("opens on the company's products unsearched, then asks for the next page with the cursor", async () => {
    const asked: { sellerId: number; query: string; cursor: string | null }[] = [];
    const product = (id: number): PromotedProduct => ({ id, slug: `p-${id}`, name: `P ${id}`, price: 1_000, isActive: true, isBoosted: false, imageUrl: null, offers: [] });
    const actor = createActor(machine.provide({
      actors: {
        loadProducts: fromPromise(async ({ input: request }: { input: (typeof asked)[number] }) => {
          asked.push(request);
          return request.cursor ? { products: [product(2)], nextCursor: null } : { products: [product(1)], nextCursor: 'c1' };
        }),
      },
    }), { input }).start();
    // The search field starts empty.
    expect(actor.getSnapshot().context.query).toBe('');
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'MORE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.products.length === 2);
    expect(asked).toEqual([{ sellerId: 1, query: '', cursor: null }, { sellerId: 1, query: '', cursor: 'c1' }]);
  });
});
