// The product picker's model for checkModel and `npm run paths -- product-picker`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { PromotedProduct } from '../../api/promoted-product';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { PICKER_FAILED, productPickerMachine, type ProductPickerInput } from './product-picker.machine';

export const machine = productPickerMachine;
export const input: ProductPickerInput = { sellerId: 1 };
type Snap = SnapshotFrom<typeof productPickerMachine>;

const phone: PromotedProduct = { id: 7, slug: 'iphone-15-7', name: 'iPhone 15', price: 250_000, isActive: true, isBoosted: false, imageUrl: null, offers: [] };
const car: PromotedProduct = { ...phone, id: 8, slug: 'land-cruiser-8', name: 'Land Cruiser' };

export function events(s: Snap): EventObject[] {
  const out: EventObject[] = [lands('typing', { type: 'SEARCH_TYPED', query: 'iph' }, holds({ query: 'iph' }))];
  if (s.matches('typing')) out.push(lands('loading', { type: 'xstate.after.searchDebounce.productPicker.typing' }));
  if (s.matches('loading')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.loadProducts', output: { products: [phone], nextCursor: 'c1' } }, holds({ products: [phone], nextCursor: 'c1', error: null })),
      lands('shown', { type: 'xstate.done.actor.loadProducts', output: { products: [], nextCursor: null } }, holds({ products: [], nextCursor: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadProducts', error: networkError() }, holds({ error: PICKER_FAILED })),
      lands('loadFailed', { type: 'xstate.error.actor.loadProducts', error: httpError(500) }, holds({ error: 'errors.server' })),
    );
  }
  if (s.matches('loadFailed')) out.push(lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null })));
  if (s.matches('shown')) {
    out.push(s.context.nextCursor ? lands('loadingMore', { type: 'MORE_REQUESTED' }) : stays(s, { type: 'MORE_REQUESTED' }));
  }
  if (s.matches('loadingMore')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.loadMoreProducts', output: { products: [car], nextCursor: null } }, holds({ products: [...s.context.products, car], nextCursor: null })),
      lands('shown', { type: 'xstate.error.actor.loadMoreProducts', error: networkError() }, holds({ products: s.context.products, error: PICKER_FAILED })),
    );
  }
  return out;
}

export const model = { machine, events, input };

/** Mutants no test can tell apart: each context value is set before any state that reads it. */
export const equivalentMutants: Record<string, string> = {
  'context nextCursor starts at 0 instead of null':
    'The More button and the hasMore guard read it only in shown and loadingMore, and shown is entered only through showFirstPage or appendPage, which set it; the first state, loading, reads it nowhere.',
  'context error starts at 0 instead of null':
    'It is shown only in loadFailed (entered through showFailure, which sets it) and under the list in shown (entered through showFirstPage, appendPage or showFailure, each of which sets it).',
};
