// The product page's model for checkModel and `npm run paths -- product-page`: a seller who may
// change the product, a colleague who may only read it, and a buyer.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProductDetails } from '../../api/schemas/products';
import { holds, lands, stays } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { sampleProduct } from '../product-details/product-details.fixtures';
import { LOAD_FAILED, productPageMachine } from './product-page.machine';

export const machine = productPageMachine;
/** The same product as a colleague or a buyer gets it: nothing to change. */
export const readOnlyProduct: ProductDetails = { ...sampleProduct, canEdit: false, canDelete: false };
/** The API's flags are separate: a product the viewer may change but not delete. */
export const editOnlyProduct: ProductDetails = { ...sampleProduct, canDelete: false };
export const editedProduct: ProductDetails = { ...sampleProduct, name: 'Samsung Galaxy S24 Ultra', price: 300_000 };
export const inputs = [{ slug: sampleProduct.slug, viewer: 'seller' }, { slug: sampleProduct.slug, viewer: 'buyer' }] as const;
export const input = inputs[0];
type Snap = SnapshotFrom<typeof productPageMachine>;

/** The product shown before the transition is the one shown after it. */
const keepsProduct = (after: Snap, before: Snap) => {
  if (JSON.stringify(after.context.product) !== JSON.stringify(before.context.product)) throw new Error('the product shown changed');
};
const loaded = (product: ProductDetails) => ({ type: 'xstate.done.actor.loadProduct', output: product });

export function events(s: Snap): EventObject[] {
  const { viewer, product } = s.context;
  if (s.matches('loading')) {
    return [
      lands('showing.browsing', loaded(viewer === 'buyer' ? readOnlyProduct : sampleProduct), holds({ error: null })),
      ...(viewer === 'seller' ? [
        lands('showing.browsing', loaded(readOnlyProduct), holds({ product: readOnlyProduct })),
        lands('showing.browsing', loaded(editOnlyProduct), holds({ product: editOnlyProduct })),
      ] : []),
      lands('notFound', { type: 'xstate.error.actor.loadProduct', error: httpError(404, { message: 'Resource not found.' }) }, holds({ product: null })),
      lands('failed', { type: 'xstate.error.actor.loadProduct', error: networkError() }, holds({ error: LOAD_FAILED })),
      lands('failed', { type: 'xstate.error.actor.loadProduct', error: httpError(500, { message: 'Server error' }) }),
    ];
  }
  if (s.matches('failed')) return [lands('loading', { type: 'RETRIED' }, holds({ error: null }))];
  if (s.matches({ showing: 'browsing' })) {
    return [
      product?.canEdit ? lands('showing.editing', { type: 'EDIT_OPENED' }) : stays(s, { type: 'EDIT_OPENED' }),
      product?.canDelete ? lands('showing.confirmingDelete', { type: 'DELETE_OPENED' }) : stays(s, { type: 'DELETE_OPENED' }),
      viewer === 'seller' ? lands('showing.duplicating', { type: 'DUPLICATE_OPENED' }) : stays(s, { type: 'DUPLICATE_OPENED' }),
    ];
  }
  if (s.matches({ showing: 'editing' })) {
    return [lands('showing.browsing', { type: 'DIALOG_CLOSED' }), lands('showing.reloading', { type: 'PRODUCT_EDITED' })];
  }
  if (s.matches({ showing: 'confirmingDelete' })) {
    return [lands('showing.browsing', { type: 'DIALOG_CLOSED' }), lands('deleted', { type: 'PRODUCT_DELETED' })];
  }
  if (s.matches({ showing: 'duplicating' })) return [lands('showing.browsing', { type: 'DIALOG_CLOSED' })];
  if (s.matches({ showing: 'reloading' })) {
    return [
      lands('showing.browsing', { type: 'xstate.done.actor.reloadProduct', output: editedProduct }, holds({ product: editedProduct })),
      // The product was deleted meanwhile (or moved out of reach): no such product any more.
      lands('notFound', { type: 'xstate.error.actor.reloadProduct', error: httpError(404, { message: 'Resource not found.' }) }, holds({ product: null })),
      // Any other failure keeps showing the product as it was.
      lands('showing.browsing', { type: 'xstate.error.actor.reloadProduct', error: networkError() }, keepsProduct),
      stays(s, { type: 'DIALOG_CLOSED' }),
    ];
  }
  return [];
}

export const model = { machine, events, inputs };
