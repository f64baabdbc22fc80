import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProductEditBody } from '../../api/schemas/products';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-edit.model';
import { sampleRow } from './product-edit.fixtures';
import { cleanPriceText, priceOf, priceText } from '../../domain/price-text';

const PRICE_PROBLEMS = ['server.product-price-required', 'server.product-price-positive'];

describe('product edit machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        editing: (s) => {
          expect(s.context.error).toBeNull();
          expect(['245.5', '', '0', '12.500']).toContain(s.context.priceText);
          // Our own price problem shows only for a price that has one; the server's stays until the price changes.
          const problem = s.context.fieldErrors.price;
          if (problem === 'The price is too high') expect(priceOf(s.context.priceText)).toHaveProperty('fils');
          else if (problem) {
            expect(PRICE_PROBLEMS).toContain(problem);
            expect(['', '0']).toContain(s.context.priceText);
          }
        },
        saving: (s) => {
          expect(s.context).toMatchObject({ error: null, fieldErrors: {} });
          expect(priceOf(s.context.priceText)).toHaveProperty('fils');
          // The product saved is the one opened; name and category are sent as it has them.
          expect(s.context).toMatchObject({ id: sampleRow.id, name: sampleRow.name, categoryId: 2 });
        },
        saved: (s) => expect(s.status).toBe('done'),
        // The question shows only over a form that differs from how it opened.
        confirmingDiscard: (s) => expect({ priceText: s.context.priceText, status: s.context.status }).not.toEqual(s.context.initial),
        closed: (s) => expect(s.status).toBe('done'),
        failed: (s) => {
          expect(['The price is too high', 'product-dialogs.not-allowed', 'product-dialogs.save-failed']).toContain(s.context.error);
          if (s.context.error === 'The price is too high') expect(s.context.fieldErrors).toEqual({ price: 'The price is too high' });
        },
      },
    });
  });

  it('sends the price in fils with the status, name and category, then announces the save', async () => {
    const sent: ProductEditBody[] = [];
    let announced = 0;
    const actor = createActor(machine.provide({
      actors: { saveProduct: fromPromise(async ({ input: { body } }: { input: { id: number; body: ProductEditBody } }) => { sent.push(body); return sampleRow; }) },
      actions: { announceSaved: () => { announced += 1; } },
    }), { input }).start();
    actor.send({ type: 'PRICE_CHANGED', text: '19.75' });
    actor.send({ type: 'STATUS_CHANGED', status: 'unavailable' });
    actor.send({ type: 'SUBMITTED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ name: sampleRow.name, categoryId: 2, price: 19_750, status: 'unavailable' }]);
    expect(announced).toBe(1);
  });
});

describe('product edit machine (closing)', () => {
  /** The dialog with the view's onClose counted. */
  const dialog = () => {
    let closed = 0;
    const actor = createActor(machine.provide({ actions: { close: () => { closed += 1; } } }), { input }).start();
    return { actor, closes: () => closed };
  };

  it('an unchanged dialog closes at once', () => {
    const { actor, closes } = dialog();
    actor.send({ type: 'CLOSE_REQUESTED' });
    expect(closes()).toBe(1);
  });

  it('a changed one asks first, closes only once the seller discards', () => {
    const { actor, closes } = dialog();
    actor.send({ type: 'PRICE_CHANGED', text: '19' });
    actor.send({ type: 'CLOSE_REQUESTED' });
    expect(closes()).toBe(0);
    actor.send({ type: 'DISCARD_CONFIRMED' });
    expect(closes()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('price text', () => {
  it('keeps digits and one dot, three decimals at most', () => {
    expect(cleanPriceText('12a.3.456')).toBe('12.345');
    expect(cleanPriceText('.5')).toBe('0.5');
    expect(cleanPriceText('١٢٫٥')).toBe('12.5');
    expect(cleanPriceText('-7')).toBe('7');
  });
  it('converts to fils and names the problem', () => {
    expect(priceOf('12.')).toEqual({ fils: 12_000 });
    expect(priceOf('0.005')).toEqual({ fils: 5 });
    expect(priceOf('')).toEqual({ problem: 'server.product-price-required' });
    expect(priceOf('0.000')).toEqual({ problem: 'server.product-price-positive' });
    expect(priceOf('100000001')).toEqual({ problem: 'server.product-price-too-high' });
    expect(priceText(245_500)).toBe('245.5');
    expect(priceText(12_000)).toBe('12');
  });
});
