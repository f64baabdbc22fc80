// The edit dialog: price (KWD text) and status Available/Unavailable; name and category are kept.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formSubmit } from '../form-submit/form-submit';
import { editProduct, productFailure } from '../../api/products';
import type { ProductEditBody, ProductRow } from '../../api/schemas/products';
import { cleanPriceText, priceOf, priceText } from '../../domain/price-text';
import { closeRequested, closingStates, differs, type ClosingEvent } from '../unsaved/unsaved-changes';

export type EditableStatus = ProductEditBody['status'];

export type ProductEditContext = {
  id: number;
  name: string;
  categoryId: number;
  priceText: string;
  status: EditableStatus;
  /** The fields as the dialog opened: closing asks first once they differ. */
  initial: { priceText: string; status: EditableStatus };
  /** First message per field (`price`, `status`, `name`, `categoryId`): i18n keys or server texts. */
  fieldErrors: Record<string, string>;
  /** The server's message (or an i18n key) while failed. */
  error: string | null;
};

export type ProductEditEvent =
  | { type: 'PRICE_CHANGED'; text: string }
  | { type: 'STATUS_CHANGED'; status: EditableStatus }
  | { type: 'SUBMITTED' }
  | ClosingEvent;

export const SAVE_FAILED = 'product-dialogs.save-failed';

const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field));

/** The price or the status differs from how the dialog opened. */
export const hasUnsavedChanges = (context: ProductEditContext) => differs({ priceText: context.priceText, status: context.status }, context.initial);

const problemOf = (context: ProductEditContext) => {
  const price = priceOf(context.priceText);
  return 'problem' in price ? price.problem : null;
};

/** Editing and failed (the message stays until the seller changes something or tries again). */
const form = formSubmit({
  changes: { PRICE_CHANGED: 'keepPrice', STATUS_CHANGED: 'keepStatus' },
  submit: { event: 'SUBMITTED', invalid: 'isPriceInvalid', showProblems: 'showPriceProblem', clearFailure: 'clearFailure' },
  sending: 'saving',
  clearMessage: 'clearMessage',
});

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
    /** The last save failed and its message still stands. */
    hasFailed: ({ context }) => context.error !== null,
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
  },
  actions: {
    keepPrice: assign(({ context, event }) => {
      assertEvent(event, 'PRICE_CHANGED');
      return { priceText: cleanPriceText(event.text), fieldErrors: without(context.fieldErrors, 'price') };
    }),
    keepStatus: assign(({ context, event }) => {
      assertEvent(event, 'STATUS_CHANGED');
      return { status: event.status, fieldErrors: without(context.fieldErrors, 'status') };
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
    /** Provided by the view: the dialog closes without saving. */
    close: () => {},
  },
}).createMachine({
  id: 'productEdit',
  context: ({ input: { row } }) => {
    const initial = { priceText: priceText(row.price), status: row.isActive ? 'available' as const : 'unavailable' as const };
    return { id: row.id, name: row.name, categoryId: row.category?.id ?? 0, ...initial, initial, fieldErrors: {}, error: null };
  },
  initial: 'editing',
  states: {
    editing: { ...form.editing, on: { ...form.editing.on, CLOSE_REQUESTED: closeRequested } },
    failed: { ...form.failed, on: { ...form.failed.on, CLOSE_REQUESTED: closeRequested } },
    ...closingStates,
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
  },
});
