// The edit dialog's model for checkModel and `npm run paths -- product-edit`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { cleanPriceText, priceOf } from '../../domain/price-text';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { productEditMachine, SAVE_FAILED } from './product-edit.machine';
import { sampleRow } from './product-edit.fixtures';

export const machine = productEditMachine;
export const input = { row: sampleRow };
type Snap = SnapshotFrom<typeof productEditMachine>;

/** Empty, zero and a good price (typed with stray characters and one decimal too many). */
export const TYPED_PRICES = ['', '0', 'KD 12.5009'] as const;

export function events(s: Snap): EventObject[] {
  const typing = TYPED_PRICES.map((text) => lands('editing', { type: 'PRICE_CHANGED', text }, holds({ priceText: cleanPriceText(text), error: null })));
  const status = s.context.status === 'available' ? 'unavailable' : 'available';
  const switching = lands('editing', { type: 'STATUS_CHANGED', status }, holds({ status, error: null }));
  const price = priceOf(s.context.priceText);
  const submitted = 'problem' in price
    ? lands('editing', { type: 'SUBMITTED' }, holds({ fieldErrors: { price: price.problem } }))
    : lands('saving', { type: 'SUBMITTED' }, holds({ error: null, fieldErrors: {} }));
  // Closing asks first once the price or the status differs from how the dialog opened.
  const changed = s.context.priceText !== s.context.initial.priceText || s.context.status !== s.context.initial.status;
  const close = lands(changed ? 'confirmingDiscard' : 'closed', { type: 'CLOSE_REQUESTED' }, holds({ priceText: s.context.priceText, status: s.context.status }));
  if (s.matches('editing')) return [...typing, switching, submitted, close];
  if (s.matches('failed')) return [typing[2], switching, submitted, close];
  if (s.matches('confirmingDiscard')) {
    return [
      // Back to the form as it was, with the failure's message if there was one.
      lands(s.context.error === null ? 'editing' : 'failed', { type: 'KEEP_EDITING' }, holds({ priceText: s.context.priceText, status: s.context.status, error: s.context.error })),
      lands('closed', { type: 'DISCARD_CONFIRMED' }),
    ];
  }
  if (s.matches('saving')) {
    return [
      lands('saved', { type: 'xstate.done.actor.saveProduct', output: { ...sampleRow, price: 12_500 } }),
      lands('failed', { type: 'xstate.error.actor.saveProduct', error: httpError(422, { message: 'The price is too high', errors: { price: ['The price is too high'] } }) },
        holds({ error: 'The price is too high', fieldErrors: { price: 'The price is too high' } })),
      lands('failed', { type: 'xstate.error.actor.saveProduct', error: httpError(403, { message: 'Forbidden' }) }, holds({ error: 'product-dialogs.not-allowed' })),
      lands('failed', { type: 'xstate.error.actor.saveProduct', error: networkError() }, holds({ error: SAVE_FAILED })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
