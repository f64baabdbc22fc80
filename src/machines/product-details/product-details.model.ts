// The details dialog's model for checkModel and `npm run paths -- product-details`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { LOAD_FAILED, productDetailsMachine } from './product-details.machine';
import { sampleProduct } from './product-details.fixtures';

export const machine = productDetailsMachine;
export const input = { slug: sampleProduct.slug };
type Snap = SnapshotFrom<typeof productDetailsMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('loaded', { type: 'xstate.done.actor.loadProduct', output: sampleProduct }),
      lands('failed', { type: 'xstate.error.actor.loadProduct', error: httpError(404, { message: 'Not found' }) }),
      lands('failed', { type: 'xstate.error.actor.loadProduct', error: networkError() }, holds({ error: LOAD_FAILED })),
    ];
  }
  if (s.matches('failed')) return [lands('loading', { type: 'RETRIED' }, holds({ error: null }))];
  return [];
}

export const model = { machine, events, input };
