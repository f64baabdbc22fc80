// Part 2 §2 User account screen, Ads section: the company's ads a page at a time, each with its menu
// (ad-services.ts says what it offers); a choice opens the existing service dialog with that ad, and
// the ads reload after the dialog booked something.
import { assign, fromPromise, setup } from 'xstate';
import { fetchMembershipSelf } from '../../api/memberships';
import { fetchProductPage } from '../../api/products';
import { promotedProduct, type PromotedProduct } from '../../api/promoted-product';
import { promotionFailure } from '../../api/promotions';
import type { Membership } from '../../api/schemas/memberships';
import { adServicesOf, type AdService } from './ad-services';

export type AccountAdsInput = { sellerId: number; canBuy: boolean; now: () => number };

export type AdsPage = { ads: PromotedProduct[]; nextCursor: string | null };
export type AdsLoaded = AdsPage & { membership: Membership | null };

export type OpenAdDialog = { name: AdService; product: PromotedProduct };

export type AccountAdsContext = AccountAdsInput & AdsLoaded & {
  dialog: OpenAdDialog | null;
  /** The open dialog booked or changed something: the ads reload when it closes. */
  changed: boolean;
  error: string | null;
};

export type AccountAdsEvent =
  | { type: 'AD_SERVICE_CHOSEN'; service: AdService; product: PromotedProduct }
  | { type: 'MORE_REQUESTED' }
  | { type: 'SERVICES_CHANGED' }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'RETRY_CLICKED' };

/** Part 2 §8 Services: 'Failed to fetch products'. */
export const ADS_FAILED = 'services.products-failed';

/** A page of ads: 20, the table's smallest page size. */
export const ADS_PAGE = '20';

const loadPage = async (sellerId: number, cursor: string | null, signal: AbortSignal): Promise<AdsPage> => {
  const reply = await fetchProductPage(sellerId, { perPage: ADS_PAGE, cursor: cursor ?? undefined }, signal);
  return { ads: reply.data.map(promotedProduct), nextCursor: reply.nextCursor };
};

export const accountAdsMachine = setup({
  types: {
    context: {} as AccountAdsContext,
    events: {} as AccountAdsEvent,
    input: {} as AccountAdsInput,
  },
  actors: {
    loadAds: fromPromise<AdsLoaded, { sellerId: number; canBuy: boolean }>(async ({ input, signal }) => {
      // Only the company buys: an employee's ads need no membership.
      const [self, page] = await Promise.all([input.canBuy ? fetchMembershipSelf(signal) : null, loadPage(input.sellerId, null, signal)]);
      return { ...page, membership: self?.membership ?? null };
    }),
    loadMoreAds: fromPromise<AdsPage, { sellerId: number; cursor: string | null }>(({ input, signal }) => loadPage(input.sellerId, input.cursor, signal)),
  },
  guards: {
    isServiceOffered: ({ context }, params: { service: AdService; product: PromotedProduct }) =>
      adServicesOf(params.product, { canBuy: context.canBuy, membership: context.membership, now: context.now() }).includes(params.service),
    hasMoreAds: ({ context }) => context.nextCursor !== null,
    hasChanged: ({ context }) => context.changed,
  },
  actions: {
    keepAds: assign((_, params: AdsLoaded) => ({ ...params, error: null })),
    appendAds: assign(({ context }, params: AdsPage) => ({ ads: [...context.ads, ...params.ads], nextCursor: params.nextCursor, error: null })),
    openServiceDialog: assign((_, params: { service: AdService; product: PromotedProduct }) => ({ dialog: { name: params.service, product: params.product }, changed: false })),
    noteChange: assign({ changed: true }),
    closeDialog: assign({ dialog: null }),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: promotionFailure(params.error, ADS_FAILED) })),
  },
}).createMachine({
  id: 'accountAds',
  context: ({ input }) => ({ ...input, membership: null, ads: [], nextCursor: null, dialog: null, changed: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAds',
        src: 'loadAds',
        input: ({ context }) => ({ sellerId: context.sellerId, canBuy: context.canBuy }),
        onDone: { target: 'shown', actions: { type: 'keepAds', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    shown: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            AD_SERVICE_CHOSEN: {
              guard: { type: 'isServiceOffered', params: ({ event }) => event },
              target: 'servicing',
              actions: [{ type: 'openServiceDialog', params: ({ event }) => event }, 'clearFailure'],
            },
            MORE_REQUESTED: { guard: 'hasMoreAds', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadMoreAds',
            src: 'loadMoreAds',
            input: ({ context }) => ({ sellerId: context.sellerId, cursor: context.nextCursor }),
            onDone: { target: 'browsing', actions: { type: 'appendAds', params: ({ event }) => event.output } },
            onError: { target: 'browsing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The service dialog runs its own flow; this one waits for it to close.
        servicing: {
          on: {
            SERVICES_CHANGED: { actions: 'noteChange' },
            DIALOG_CLOSED: [
              { guard: 'hasChanged', target: 'reloadingAds', actions: 'closeDialog' },
              { target: 'browsing', actions: 'closeDialog' },
            ],
          },
        },
        reloadingAds: {
          invoke: {
            id: 'reloadAds',
            src: 'loadAds',
            input: ({ context }) => ({ sellerId: context.sellerId, canBuy: context.canBuy }),
            onDone: { target: 'browsing', actions: { type: 'keepAds', params: ({ event }) => event.output } },
            onError: { target: 'browsing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
