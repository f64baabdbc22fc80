// Part 2 §2 Services screen: the company's bookings (offers on tab 0, banners on tab 1), the Add list
// filtered by the membership, one service dialog at a time, and `?openDialog=` restoring a dialog
// (with its product, read from `product=<slug>`) once the screen knows what the membership offers.
// An unpaid booking's card (a promo offer's too) deletes it after a confirmation. The flow asks for the
// membership (GET /memberships/self) and hands the whole reply to the membership card it shows, on
// arrival and after each reload, so the card never asks again for what the screen already has.
import { assign, fromPromise, raise, setup } from 'xstate';
import { fetchMembershipSelf } from '../../api/memberships';
import { fetchProduct } from '../../api/products';
import { deleteBanner, fetchCompanyBanners, fetchCompanyOffers, promotionFailure, removeServiceFromCart, type BookableService } from '../../api/promotions';
import { deletePromoOffer } from '../../api/promo-offers';
import { promotedProduct, type PromotedProduct } from '../../api/promoted-product';
import type { Membership, MembershipSelfReply } from '../../api/schemas/memberships';
import type { CompanyBanner, CompanyOffer } from '../../api/schemas/promotions';
import type { ServiceDialogName } from '../../domain/service-dialog-names';
import { hasBannersTab, isOffered, tabOf, type ServiceTab } from './service-offers';

/** One load of the screen: the membership reply (paid, unpaid, renewal) and the company's bookings. */
export type ServicesData = { membershipReply: MembershipSelfReply; offers: CompanyOffer[]; banners: CompanyBanner[] };

/** What the address asked for: the tab, and a dialog to restore with §2's query values. */
export type ServicesInput = {
  tab: ServiceTab;
  openDialog: ServiceDialogName | null;
  /** The query as it came (`product`, `step`, `adStartDate`…), handed to the restored dialog. */
  restore: string;
  /** The clock the eligibility is read at (epoch ms). */
  now: () => number;
};

export type OpenDialog = { name: ServiceDialogName; restore: string; product: PromotedProduct | null };

/** An unpaid booking to delete: a boost, flash sale or refresh of a product, a promo offer, or a banner. */
export type BookingToDelete = { key: string; service: BookableService; productId: number } | { key: string; promoId: number } | { key: string; bannerId: number };

export type ServicesContext = Pick<ServicesData, 'offers' | 'banners'> & {
  /** The paid membership: what the Add list and the tabs offer. */
  membership: Membership | null;
  /** The last GET /memberships/self reply, handed to the membership card (null before the first). */
  membershipReply: MembershipSelfReply | null;
  tab: ServiceTab;
  /** A dialog the address asked for, until it is opened (or found not offered). */
  requested: { name: ServiceDialogName; restore: string } | null;
  dialog: OpenDialog | null;
  /** The promo offer whose details are shown. */
  details: CompanyOffer | null;
  /** The card of the booking just paid (`?offerId=` or `?bannerId=` without a dialog: the success page's link), shown highlighted. */
  highlight: string | null;
  /** The unpaid booking the seller asked to delete, until deleted or kept. */
  deleting: BookingToDelete | null;
  now: () => number;
  error: string | null;
};

export type ServicesEvent =
  | { type: 'TAB_CHOSEN'; tab: ServiceTab }
  | { type: 'ADD_CHOSEN'; dialog: ServiceDialogName }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'SERVICES_CHANGED' }
  | { type: 'PROMO_DETAILS_OPENED'; offer: CompanyOffer }
  | { type: 'PROMO_DETAILS_CLOSED' }
  | { type: 'PAY_CLICKED'; path: string }
  | { type: 'DELETE_CLICKED'; key: string }
  | { type: 'DELETE_CONFIRMED' }
  | { type: 'DELETE_CANCELLED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'LANGUAGE_CHANGED' };

export const SERVICES_FAILED = { load: 'services.load-failed', refresh: 'services.refresh-failed', delete: 'services.delete-failed' } as const;

/** The unpaid booking a card's key names (`offer-7`, `banner-3`), if it can be deleted here. */
export function bookingToDelete(key: string, data: Pick<ServicesData, 'offers' | 'banners'>): BookingToDelete | null {
  const [kind, id] = key.split('-');
  if (kind === 'banner') {
    const banner = data.banners.find((b) => b.id === Number(id) && b.status === 'unpaid');
    return banner ? { key, bannerId: banner.id } : null;
  }
  const offer = data.offers.find((o) => o.id === Number(id) && o.status === 'unpaid');
  if (offer?.serviceType === null) return { key, promoId: offer.id };
  if (!offer || (offer.serviceType !== 18 && offer.serviceType !== 19 && offer.serviceType !== 2)) return null;
  return { key, service: offer.serviceType, productId: offer.productId };
}

/** After a paid booking the success page links to `/services?tab=…&offerId=` (or `bannerId=`): its card. */
export function highlightOf(restore: string): string | null {
  const query = new URLSearchParams(restore);
  if (query.has('openDialog')) return null;
  const offerId = query.get('offerId');
  const bannerId = query.get('bannerId');
  if (offerId && /^\d{1,9}$/.test(offerId)) return `offer-${Number(offerId)}`;
  if (bannerId && /^\d{1,9}$/.test(bannerId)) return `banner-${Number(bannerId)}`;
  return null;
}

const productSlugOf = (restore: string): string | null => {
  const slug = new URLSearchParams(restore).get('product');
  return slug && /^[\w-]{1,200}$/.test(slug) ? slug : null;
};

export const servicesMachine = setup({
  types: {
    context: {} as ServicesContext,
    events: {} as ServicesEvent,
    input: {} as ServicesInput,
  },
  actors: {
    loadServices: fromPromise<ServicesData>(async ({ signal }) => {
      const [membershipReply, offers, banners] = await Promise.all([fetchMembershipSelf(signal), fetchCompanyOffers(signal), fetchCompanyBanners(signal)]);
      return { membershipReply, offers, banners };
    }),
    /** The restored dialog's product; an unknown or foreign one opens the dialog at choosing a product. */
    loadRequestedProduct: fromPromise<PromotedProduct | null, { slug: string | null }>(async ({ input, signal }) => {
      if (!input.slug) return null;
      return fetchProduct(input.slug, signal).then(promotedProduct, () => null);
    }),
    removeBooking: fromPromise<void, BookingToDelete>(({ input, signal }) => {
      if ('bannerId' in input) return deleteBanner(input.bannerId, signal);
      if ('promoId' in input) return deletePromoOffer(input.promoId, signal);
      return removeServiceFromCart(input.service, input.productId, signal);
    }),
  },
  guards: {
    isRequestedOffered: ({ context }) => context.requested !== null && isOffered(context.requested.name, context.membership, context.now()),
    isOffered: ({ context }, params: { dialog: ServiceDialogName }) => isOffered(params.dialog, context.membership, context.now()),
    canShowTab: ({ context }, params: { tab: ServiceTab }) => params.tab === 0 || hasBannersTab(context.membership, context.now()),
    canDelete: ({ context }, params: { key: string }) => bookingToDelete(params.key, context) !== null,
  },
  actions: {
    /** The bookings, the membership the Add list reads, and the whole reply the membership card is handed. */
    keepServices: assign((_, params: ServicesData) => ({
      membership: params.membershipReply.membership, membershipReply: params.membershipReply, offers: params.offers, banners: params.banners,
    })),
    /** Without banners in the membership, tab 1 is not there: show tab 0. */
    keepTabShown: assign(({ context }) => ({ tab: context.tab === 1 && !hasBannersTab(context.membership, context.now()) ? 0 as const : context.tab })),
    showTab: assign((_, params: { tab: ServiceTab }) => ({ tab: params.tab })),
    openDialog: assign((_, params: { dialog: ServiceDialogName }) => ({ dialog: { name: params.dialog, restore: '', product: null }, tab: tabOf(params.dialog) })),
    openRequested: assign(({ context }, params: { product: PromotedProduct | null }) => ({
      dialog: context.requested && { ...context.requested, product: params.product },
      tab: context.requested ? tabOf(context.requested.name) : context.tab,
      requested: null,
    })),
    forgetRequest: assign({ requested: null }),
    closeDialog: assign({ dialog: null }),
    showDetails: assign((_, params: { offer: CompanyOffer }) => ({ details: params.offer })),
    hideDetails: assign({ details: null }),
    askToDelete: assign(({ context }, params: { key: string }) => ({ deleting: bookingToDelete(params.key, context), error: null })),
    forgetDelete: assign({ deleting: null }),
    /** The bookings are read again (the deleted one gone, its dates given back). */
    reloadBookings: raise({ type: 'SERVICES_CHANGED' }),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: promotionFailure(params.error, params.key) })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'services',
  context: ({ input }) => ({
    membership: null, membershipReply: null, offers: [], banners: [], tab: input.tab, dialog: null, details: null, deleting: null, highlight: highlightOf(input.restore), now: input.now, error: null,
    requested: input.openDialog && { name: input.openDialog, restore: input.restore },
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadServices',
        src: 'loadServices',
        onDone: { target: 'shown', actions: [{ type: 'keepServices', params: ({ event }) => event.output }, 'keepTabShown'] },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: SERVICES_FAILED.load }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    shown: {
      type: 'parallel',
      on: {
        TAB_CHOSEN: { guard: { type: 'canShowTab', params: ({ event }) => ({ tab: event.tab }) }, actions: { type: 'showTab', params: ({ event }) => ({ tab: event.tab }) } },
        PAY_CLICKED: { actions: { type: 'goToPayment', params: ({ event }) => ({ path: event.path }) } },
      },
      states: {
        bookings: {
          initial: 'upToDate',
          states: {
            upToDate: { on: { SERVICES_CHANGED: 'reloading', LANGUAGE_CHANGED: 'reloading' } },
            reloading: {
              invoke: {
                id: 'reloadServices',
                src: 'loadServices',
                onDone: { target: 'upToDate', actions: [{ type: 'keepServices', params: ({ event }) => event.output }, 'keepTabShown', 'clearFailure'] },
                onError: { target: 'upToDate', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: SERVICES_FAILED.refresh }) } },
              },
            },
          },
        },
        overlay: {
          initial: 'checkingRequest',
          states: {
            checkingRequest: {
              always: [
                { guard: 'isRequestedOffered', target: 'restoringDialog' },
                { target: 'browsing', actions: 'forgetRequest' },
              ],
            },
            restoringDialog: {
              invoke: {
                id: 'loadRequestedProduct',
                src: 'loadRequestedProduct',
                input: ({ context }) => ({ slug: context.requested && productSlugOf(context.requested.restore) }),
                onDone: { target: 'inDialog', actions: { type: 'openRequested', params: ({ event }) => ({ product: event.output }) } },
              },
            },
            browsing: {
              on: {
                ADD_CHOSEN: { guard: { type: 'isOffered', params: ({ event }) => ({ dialog: event.dialog }) }, target: 'inDialog', actions: { type: 'openDialog', params: ({ event }) => ({ dialog: event.dialog }) } },
                PROMO_DETAILS_OPENED: { target: 'viewingPromo', actions: { type: 'showDetails', params: ({ event }) => ({ offer: event.offer }) } },
                DELETE_CLICKED: {
                  guard: { type: 'canDelete', params: ({ event }) => ({ key: event.key }) },
                  target: 'confirmingDelete',
                  actions: { type: 'askToDelete', params: ({ event }) => ({ key: event.key }) },
                },
              },
            },
            confirmingDelete: {
              on: {
                DELETE_CONFIRMED: 'deletingBooking',
                DELETE_CANCELLED: { target: 'browsing', actions: 'forgetDelete' },
              },
            },
            deletingBooking: {
              invoke: {
                id: 'removeBooking',
                src: 'removeBooking',
                input: ({ context }) => context.deleting!,
                onDone: { target: 'browsing', actions: ['forgetDelete', 'reloadBookings'] },
                onError: { target: 'browsing', actions: ['forgetDelete', { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: SERVICES_FAILED.delete }) }] },
              },
            },
            inDialog: { on: { DIALOG_CLOSED: { target: 'browsing', actions: 'closeDialog' } } },
            viewingPromo: { on: { PROMO_DETAILS_CLOSED: { target: 'browsing', actions: 'hideDetails' } } },
          },
        },
      },
    },
  },
});
