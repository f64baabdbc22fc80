import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activePromo, unpaidPromo } from '../promo-dialog/promo-dialog.fixtures';
import { assertModel } from '../test/model';
import { promoStatus } from './promo-details.machine';
import { events, inputs, machine } from './promo-details.model';

describe('promo details machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      events,
      inputs,
      states: {
        showing: (s) => {
          expect(s.context.imageIndex).toBeLessThan(s.context.offer.images.length);
          expect(s.context.paymentPath).toBeNull();
        },
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.offer.status).toBe('unpaid');
          expect(s.context.paymentPath).toBe('/payment?type=9&productId=41&itemId=78');
        },
      },
    });
  });
});

describe('promo details machine (behaviour)', () => {
  /** The dialog with the router's navigate recorded. */
  const dialog = (offer: typeof activePromo) => {
    const visited: string[] = [];
    const actor = createActor(machine.provide({ actions: { goToPayment: (_, { path }) => { visited.push(path); } } }), { input: { offer } }).start();
    return { actor, visited };
  };

  it('Pay on an unpaid offer goes to /payment once, with its cart item, type 9 and the product', () => {
    const { actor, visited } = dialog(unpaidPromo);
    actor.send({ type: 'PAY_CLICKED' });
    actor.send({ type: 'PAY_CLICKED' });
    expect(visited).toEqual(['/payment?type=9&productId=41&itemId=78']);
  });

  it('a paid offer goes nowhere', () => {
    const { actor, visited } = dialog(activePromo);
    actor.send({ type: 'PAY_CLICKED' });
    expect(visited).toEqual([]);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});

describe('promo status', () => {
  it('is unpaid while in the cart, then upcoming, active and expired by its dates', () => {
    const from = Date.parse(activePromo.fromDate);
    const to = Date.parse(activePromo.toDate);
    expect(promoStatus(unpaidPromo, from + 1)).toBe('unpaid');
    expect(promoStatus(activePromo, from - 1)).toBe('upcoming');
    expect(promoStatus(activePromo, from)).toBe('active');
    expect(promoStatus(activePromo, to - 1)).toBe('active');
    expect(promoStatus(activePromo, to)).toBe('expired');
  });
});
