// The delete confirmation: 'are you sure…' → deleting → deleted, or failed with a retry.
import { assign, fromPromise, setup } from 'xstate';
import { deleteProduct, productFailure } from '../../api/products';

export type ProductDeleteContext = { id: number; name: string; error: string | null };
export type ProductDeleteEvent = { type: 'CONFIRMED' };

export const DELETE_FAILED = 'product-dialogs.delete-failed';

export const productDeleteMachine = setup({
  types: {
    context: {} as ProductDeleteContext,
    events: {} as ProductDeleteEvent,
    input: {} as { id: number; name: string },
  },
  actors: {
    deleteProduct: fromPromise<void, { id: number }>(({ input, signal }) => deleteProduct(input.id, signal)),
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: productFailure(params.error, DELETE_FAILED).message })),
    /** Provided by the view: snackbar, list reload, close. */
    announceDeleted: () => {},
  },
}).createMachine({
  id: 'productDelete',
  context: ({ input }) => ({ id: input.id, name: input.name, error: null }),
  initial: 'confirming',
  states: {
    // Saying no is closing the dialog: the view unmounts the machine.
    confirming: { on: { CONFIRMED: 'deleting' } },
    deleting: {
      invoke: {
        id: 'deleteProduct',
        src: 'deleteProduct',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'deleted',
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { type: 'final', entry: 'announceDeleted' },
    failed: { on: { CONFIRMED: { target: 'deleting', actions: 'clearFailure' } } },
  },
});
