// The product page /products/{slug}: load the product by slug, or say it is not there
// (another company's product, a deleted one: the API answers 404) or that loading failed, with a
// retry. Once shown, the seller's actions open the existing dialogs one at a time: edit and delete
// when the server allows them (canEdit, canDelete), duplicate for the company's people; a buyer
// (role user) reads the page only. An edit reloads the product; a delete ends the page.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../api/client';
import { countView, fetchProduct, productFailure } from '../../api/products';
import type { ProductDetails } from '../../api/schemas/products';

/** Who is looking: the company's people (company, employee) or a buyer. */
export type ProductPageViewer = 'seller' | 'buyer';

export type ProductPageContext = {
  slug: string;
  viewer: ProductPageViewer;
  product: ProductDetails | null;
  /** An i18n key (`ns.key`) or the server's text, while failed. */
  error: string | null;
};

export type ProductPageEvent =
  | { type: 'RETRIED' }
  | { type: 'EDIT_OPENED' }
  | { type: 'DELETE_OPENED' }
  | { type: 'DUPLICATE_OPENED' }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'PRODUCT_EDITED' }
  | { type: 'PRODUCT_DELETED' };

export const LOAD_FAILED = 'product-page.load-failed';

/** 404 (another company's, deleted, never there) and 403 read the same to the viewer: no such product. */
const isMissing = (error: unknown) => [403, 404].includes(failureOf(error).status ?? 0);

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as { slug: string; viewer: ProductPageViewer },
  },
  actors: {
    loadProduct: fromPromise<ProductDetails, { slug: string }>(({ input, signal }) => fetchProduct(input.slug, signal)),
    // Best effort: a view that was not counted changes nothing the viewer sees.
    countView: fromPromise<void, { slug: string }>(({ input, signal }) => countView(input.slug, signal).catch(() => undefined)),
  },
  guards: {
    productIsMissing: (_, params: { error: unknown }) => isMissing(params.error),
    mayEdit: ({ context }) => context.product?.canEdit === true,
    mayDelete: ({ context }) => context.product?.canDelete === true,
    isSeller: ({ context }) => context.viewer === 'seller',
  },
  actions: {
    keepProduct: assign((_, product: ProductDetails) => ({ product, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: productFailure(params.error, LOAD_FAILED).message })),
    forgetProduct: assign({ product: null, error: null }),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({ slug: input.slug, viewer: input.viewer, product: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'showing', actions: { type: 'keepProduct', params: ({ event }) => event.output } },
        // Nothing is shown yet (product and error are null here): not found has nothing to forget.
        onError: [
          { guard: { type: 'productIsMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    notFound: {},
    failed: {
      on: { RETRIED: { target: 'loading', actions: 'clearFailure' } },
    },
    // The view is counted once per visit of the page (not again after an edit reloads it).
    showing: {
      invoke: { id: 'countView', src: 'countView', input: ({ context }) => ({ slug: context.slug }) },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            EDIT_OPENED: { guard: 'mayEdit', target: 'editing' },
            DELETE_OPENED: { guard: 'mayDelete', target: 'confirmingDelete' },
            DUPLICATE_OPENED: { guard: 'isSeller', target: 'duplicating' },
          },
        },
        editing: {
          on: { DIALOG_CLOSED: 'browsing', PRODUCT_EDITED: 'reloading' },
        },
        confirmingDelete: {
          on: { DIALOG_CLOSED: 'browsing', PRODUCT_DELETED: '#productPage.deleted' },
        },
        // The wizard, filled from this product; a saved copy is a new page the view goes to.
        duplicating: {
          on: { DIALOG_CLOSED: 'browsing' },
        },
        // The edited product as the server now has it; the page keeps showing the old one meanwhile.
        reloading: {
          invoke: {
            id: 'reloadProduct',
            src: 'loadProduct',
            input: ({ context }) => ({ slug: context.slug }),
            onDone: { target: 'browsing', actions: { type: 'keepProduct', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'productIsMissing', params: ({ event }) => ({ error: event.error }) }, target: '#productPage.notFound', actions: 'forgetProduct' },
              { target: 'browsing' },
            ],
          },
        },
      },
    },
    // The view leaves for the products list; the delete dialog has said so.
    deleted: { type: 'final' },
  },
});
