// The edit dialog: price (KWD text) and status Available/Unavailable; name and category are kept.
import { assign, fromPromise, setup } from 'xstate';
import { editProduct, productFailure } from '../../api/products';
import type { ProductEditBody, ProductRow } from '../../api/schemas/products';
import { cleanPriceText, priceOf, priceText } from '../../domain/price-text';

export type EditableStatus = ProductEditBody['status'];

export type ProductEditContext = {
  id: number;
  name: string;
  categoryId: number;
  priceText: string;
  status: EditableStatus;
  /** First message per field (`price`, `status`, `name`, `categoryId`): i18n keys or server texts. */
  fieldErrors: Record<string, string>;
  /** The server's message (or an i18n key) while failed. */
  error: string | null;
};

export type ProductEditEvent =
  | { type: 'PRICE_CHANGED'; text: string }
  | { type: 'STATUS_CHANGED'; status: EditableStatus }
  | { type: 'SUBMITTED' };

export const SAVE_FAILED = 'product-dialogs.save-failed';

const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field));

const problemOf = (context: ProductEditContext) => {
  const price = priceOf(context.priceText);
  return 'problem' in price ? price.problem : null;
};

export const productEditMachine = setup({
  types: {
    context: {} as ProductEditContext,
    events: {} as ProductEditEvent,
    input: {} as { row: ProductRow },
  },
  actors: {
    saveProduct: fromPromise<ProductRow, { id: number; body: ProductEditBody }>(({ input, signal }) => editProduct(input.id, input.body, signal)),
  },
  guards: {
    isPriceInvalid: ({ context }) => problemOf(context) !== null,
  },
  actions: {
    keepPrice: assign({
      priceText: ({ context, event }) => (event.type === 'PRICE_CHANGED' ? cleanPriceText(event.text) : context.priceText),
      fieldErrors: ({ context }) => without(context.fieldErrors, 'price'),
    }),
    keepStatus: assign({
      status: ({ context, event }) => (event.type === 'STATUS_CHANGED' ? event.status : context.status),
      fieldErrors: ({ context }) => without(context.fieldErrors, 'status'),
    }),
    showPriceProblem: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, price: problemOf(context)! }) }),
    clearMessage: assign({ error: null }),
    clearFailure: assign({ error: null, fieldErrors: {} }),
    showFailure: assign((_, params: { error: unknown }) => {
      const { message, fieldErrors } = productFailure(params.error, SAVE_FAILED);
      return { error: message, fieldErrors };
    }),
    /** Provided by the view: snackbar, list reload, close. */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'productEdit',
  context: ({ input: { row } }) => ({
    id: row.id,
    name: row.name,
    categoryId: row.category?.id ?? 0,
    priceText: priceText(row.price),
    status: row.isActive ? 'available' : 'unavailable',
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        PRICE_CHANGED: { actions: 'keepPrice' },
        STATUS_CHANGED: { actions: 'keepStatus' },
        SUBMITTED: [
          { guard: 'isPriceInvalid', actions: 'showPriceProblem' },
          { target: 'saving', actions: 'clearFailure' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({
          id: context.id,
          body: { name: context.name, categoryId: context.categoryId, price: (priceOf(context.priceText) as { fils: number }).fils, status: context.status },
        }),
        onDone: 'saved',
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final', entry: 'announceSaved' },
    // The message stays until the seller changes something or tries again.
    failed: {
      on: {
        PRICE_CHANGED: { target: 'editing', actions: ['keepPrice', 'clearMessage'] },
        STATUS_CHANGED: { target: 'editing', actions: ['keepStatus', 'clearMessage'] },
        // What failed was a valid form: it can be sent again as it is.
        SUBMITTED: { target: 'saving', actions: 'clearFailure' },
      },
    },
  },
});
