// Part 2 §2 and §4: the product already has an unpaid flash sale in the cart. The seller deletes it
// (its places are given back, then books afresh), pays it now, or closes; the flash dialog that
// opened this one goes on from the output.
import { assign, fromPromise, setup } from 'xstate';
import { promotionFailure, removeServiceFromCart, SERVICE_TYPE } from '../../api/promotions';
import type { CompanyOffer } from '../../api/schemas/promotions';

export type UnpaidFlashInput = { offer: CompanyOffer };
export type UnpaidFlashContext = UnpaidFlashInput & { error: string | null; outcome: UnpaidFlashOutput | null };
export type UnpaidFlashEvent = { type: 'DELETE_CLICKED' } | { type: 'PAY_CLICKED' } | { type: 'UPDATE_CLICKED' } | { type: 'CLOSE_CLICKED' };
/** Deleted: book afresh. Pay: /payment with its cart item. Update: change it in the flash dialog. Closed: the dialog closes. */
export type UnpaidFlashOutput = { outcome: 'deleted' } | { outcome: 'pay'; itemId: number; productId: number } | { outcome: 'update' } | { outcome: 'closed' };

export const UNPAID_FLASH_FAILED = {
  remove: 'services-flash.unpaid.delete-failed',
  pay: 'services-flash.unpaid.pay-failed',
} as const;

export const unpaidFlashMachine = setup({
  types: {
    context: {} as UnpaidFlashContext,
    events: {} as UnpaidFlashEvent,
    input: {} as UnpaidFlashInput,
    output: {} as UnpaidFlashOutput,
  },
  actors: {
    removeUnpaidFlash: fromPromise<void, { productId: number }>(({ input, signal }) => removeServiceFromCart(SERVICE_TYPE.flash, input.productId, signal)),
  },
  guards: {
    hasCartItem: ({ context }) => context.offer.itemId !== null,
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: promotionFailure(params.error, params.key) })),
    showNoItem: assign({ error: UNPAID_FLASH_FAILED.pay }),
    decide: assign((_, params: { outcome: UnpaidFlashOutput }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'unpaidFlash',
  context: ({ input }) => ({ ...input, error: null, outcome: null }),
  initial: 'deciding',
  states: {
    deciding: {
      on: {
        DELETE_CLICKED: { target: 'deleting', actions: 'clearFailure' },
        PAY_CLICKED: [
          {
            guard: 'hasCartItem',
            target: 'payingNow',
            actions: { type: 'decide', params: ({ context }) => ({ outcome: { outcome: 'pay', itemId: context.offer.itemId!, productId: context.offer.productId } }) },
          },
          // Paid or removed meanwhile (another tab): nothing to pay here.
          { actions: 'showNoItem' },
        ],
        UPDATE_CLICKED: { target: 'updating', actions: { type: 'decide', params: { outcome: { outcome: 'update' } } } },
        CLOSE_CLICKED: { target: 'closed', actions: { type: 'decide', params: { outcome: { outcome: 'closed' } } } },
      },
    },
    deleting: {
      invoke: {
        id: 'removeUnpaidFlash',
        src: 'removeUnpaidFlash',
        input: ({ context }) => ({ productId: context.offer.productId }),
        onDone: { target: 'deleted', actions: { type: 'decide', params: { outcome: { outcome: 'deleted' } } } },
        onError: { target: 'deciding', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: UNPAID_FLASH_FAILED.remove }) } },
      },
    },
    deleted: { type: 'final' },
    payingNow: { type: 'final' },
    updating: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'closed' },
});
