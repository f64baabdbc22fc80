// Part 2 §4: opening a banner dialog with an unpaid banner of its type in the cart shows this warning
// first. The seller deletes it (then books afresh), edits it with its values filled in, pays it now,
// or closes the dialog; the banner dialog that opened this one goes on from the output.
import { assign, fromPromise, setup } from 'xstate';
import { deleteBanner, promotionRefusal } from '../../api/promotions';
import type { CompanyBanner } from '../../api/schemas/promotions';

export type UnpaidBannerInput = { banner: CompanyBanner };
export type UnpaidBannerOutput =
  | { outcome: 'deleted' }
  | { outcome: 'edit'; banner: CompanyBanner }
  | { outcome: 'pay'; itemId: number }
  | { outcome: 'closed' };
export type UnpaidBannerContext = UnpaidBannerInput & { outcome: UnpaidBannerOutput['outcome'] | null; error: string | null };
export type UnpaidBannerEvent =
  | { type: 'DELETE_CLICKED' }
  | { type: 'EDIT_CLICKED' }
  | { type: 'PAY_CLICKED' }
  | { type: 'CLOSE_CLICKED' };

export const UNPAID_BANNER_FAILED = {
  /** §8 Service errors: 'Failed to delete banner' (alert). */
  delete: 'services-banners.delete-failed',
  /** Its cart item is gone (paid or removed elsewhere). */
  pay: 'services-banners.unpaid.pay-missing',
} as const;

export const unpaidBannerMachine = setup({
  types: {
    context: {} as UnpaidBannerContext,
    events: {} as UnpaidBannerEvent,
    input: {} as UnpaidBannerInput,
    output: {} as UnpaidBannerOutput,
  },
  actors: {
    deleteBanner: fromPromise<void, { id: number }>(({ input, signal }) => deleteBanner(input.id, signal)),
  },
  guards: {
    hasCartItem: ({ context }) => context.banner.itemId !== null,
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: promotionRefusal(params.error, UNPAID_BANNER_FAILED.delete).message })),
    showPayMissing: assign({ error: UNPAID_BANNER_FAILED.pay }),
    decide: assign((_, params: { outcome: UnpaidBannerOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'unpaidBanner',
  context: ({ input }) => ({ ...input, outcome: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      on: {
        DELETE_CLICKED: { target: 'deleting', actions: 'clearFailure' },
        EDIT_CLICKED: { target: 'editing', actions: { type: 'decide', params: { outcome: 'edit' } } },
        PAY_CLICKED: [
          { guard: 'hasCartItem', target: 'paying', actions: { type: 'decide', params: { outcome: 'pay' } } },
          { actions: 'showPayMissing' },
        ],
        CLOSE_CLICKED: { target: 'closed', actions: { type: 'decide', params: { outcome: 'closed' } } },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteBanner',
        src: 'deleteBanner',
        input: ({ context }) => ({ id: context.banner.id }),
        onDone: { target: 'deleted', actions: { type: 'decide', params: { outcome: 'deleted' } } },
        onError: { target: 'deciding', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { type: 'final' },
    editing: { type: 'final' },
    paying: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): UnpaidBannerOutput => {
    if (context.outcome === 'deleted') return { outcome: 'deleted' };
    if (context.outcome === 'edit') return { outcome: 'edit', banner: context.banner };
    if (context.outcome === 'pay') return { outcome: 'pay', itemId: context.banner.itemId! };
    return { outcome: 'closed' };
  },
});
