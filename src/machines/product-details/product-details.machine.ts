// The product details dialog: load the product by slug, count one view, or fail with a retry.
import { assign, fromPromise, setup } from 'xstate';
import { countView, fetchProduct, productFailure } from '../../api/products';
import type { ProductDetails } from '../../api/schemas/products';

export type ProductDetailsContext = {
  slug: string;
  product: ProductDetails | null;
  /** An i18n key (`ns.key`) or the server's text, while failed. */
  error: string | null;
};

export type ProductDetailsEvent = { type: 'RETRIED' };

export const LOAD_FAILED = 'product-dialogs.load-failed';

export const productDetailsMachine = setup({
  types: {
    context: {} as ProductDetailsContext,
    events: {} as ProductDetailsEvent,
    input: {} as { slug: string },
  },
  actors: {
    loadProduct: fromPromise<ProductDetails, { slug: string }>(({ input, signal }) => fetchProduct(input.slug, signal)),
    // Best effort: a view that was not counted changes nothing the seller sees.
    countView: fromPromise<void, { slug: string }>(({ input, signal }) => countView(input.slug, signal).catch(() => undefined)),
  },
  actions: {
    keepProduct: assign((_, product: ProductDetails) => ({ product, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: productFailure(params.error, LOAD_FAILED).message })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'productDetails',
  context: ({ input }) => ({ slug: input.slug, product: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loaded', actions: { type: 'keepProduct', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Nothing leaves `loaded`, so the view is counted once per opening of the dialog.
    loaded: {
      invoke: { id: 'countView', src: 'countView', input: ({ context }) => ({ slug: context.slug }) },
    },
    failed: {
      on: { RETRIED: { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
