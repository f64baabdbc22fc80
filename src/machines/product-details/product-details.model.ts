// The details dialog's model for checkModel and `npm run paths -- product-details`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { productDetailsMachine } from './product-details.machine';
import { sampleProduct } from './product-details.fixtures';

export const machine = productDetailsMachine;
export const input = { slug: sampleProduct.slug };
type Snap = SnapshotFrom<typeof productDetailsMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      { type: 'xstate.done.actor.loadProduct', output: sampleProduct } as EventObject,
      { type: 'xstate.error.actor.loadProduct', error: httpError(404, { message: 'Not found' }) } as EventObject,
      { type: 'xstate.error.actor.loadProduct', error: networkError() } as EventObject,
    ];
  }
  if (s.matches('failed')) return [{ type: 'RETRIED' }];
  return [];
}

export const model = { machine, events, input };
