// The Services screen's model for checkModel and `npm run paths -- services`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { PromotedProduct } from '../../api/promoted-product';
import type { Membership, MembershipSelfReply } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { activeBusiness } from '../membership-plans/membership.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { SERVICES_FAILED, servicesMachine, type ServicesData, type ServicesInput } from './services.machine';

export const machine = servicesMachine;
type Snap = SnapshotFrom<typeof servicesMachine>;

/** The model's clock: the day before activeBusiness ends. */
export const NOW = Date.parse('2026-11-24T09:00:00.000Z');
const now = () => NOW;

/** Business (boost, flash, refresh) and a Premium membership that also has banners (20). */
const business: Membership = activeBusiness;
const premium: Membership = { ...activeBusiness, id: 40, name: 'Premium', services: [...activeBusiness.services, { type: 20, price: 0, remainingValue: 0 }] };

export const promoOffer: CompanyOffer = {
  id: 5, productId: 7, productName: 'iPhone 15', serviceType: null, name: 'Winter deal', percentValue: null, fixedValue: null, images: [],
  features: [{ title: 'Free delivery' }], fromDate: '2026-11-20T21:00:00.000Z', toDate: '2026-11-27T21:00:00.000Z', inTop: [],
  status: 'paid', isActive: true, amount: 21_000, itemId: null,
};
/** An unpaid boost in the cart: its card deletes it. */
export const unpaidBoost: CompanyOffer = {
  ...promoOffer, id: 8, serviceType: 18, name: 'iPhone 15', features: [], status: 'unpaid', isActive: false, amount: 5_000, itemId: 30,
};
/** An unpaid promo offer in the cart: its card deletes it too. */
export const unpaidPromo: CompanyOffer = { ...promoOffer, id: 6, status: 'unpaid', isActive: false, itemId: 31 };
export const product: PromotedProduct = { id: 7, slug: 'iphone-15-7', name: 'iPhone 15', price: 250_000, isActive: true, isBoosted: false, imageUrl: null, offers: [] };

/** GET /memberships/self as the flow gets it and hands it, whole, to the membership card. */
export const replyOf = (membership: Membership | null): MembershipSelfReply => ({ membership, unpaid: null, renewal: null, unpaidItemId: null });
const loaded = (membership: Membership | null): ServicesData => ({ membershipReply: replyOf(membership), offers: [promoOffer, unpaidBoost, unpaidPromo], banners: [] });

export const inputs: ServicesInput[] = [
  { tab: 0, openDialog: null, restore: '', now },
  // The products list's Boost link (the product by its slug).
  { tab: 0, openDialog: 'boost', restore: 'openDialog=boost&product=iphone-15-7', now },
  // A banner dialog restored on the Brand awareness tab.
  { tab: 1, openDialog: 'premium-banner', restore: 'openDialog=premium-banner&step=2', now },
];
export const input = inputs[0];

const at = (bookings: string, overlay: string) => `shown.bookings.${bookings}|shown.overlay.${overlay}`;

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    const requested = s.context.requested;
    // A requested dialog the membership offers is restored; otherwise the screen opens without it.
    const restoring = (m: Membership | null) => requested !== null && (requested.name === 'boost' ? m !== null : m === premium);
    const landing = (m: Membership | null) => `${at('upToDate', 'checkingRequest')} → ${at('upToDate', restoring(m) ? 'restoringDialog' : 'browsing')}`;
    return [
      lands(landing(business), { type: 'xstate.done.actor.loadServices', output: loaded(business) }, holds({ membership: business, membershipReply: replyOf(business), tab: 0 })),
      lands(landing(premium), { type: 'xstate.done.actor.loadServices', output: loaded(premium) }, holds({ membership: premium, membershipReply: replyOf(premium), tab: s.context.tab })),
      lands(landing(null), { type: 'xstate.done.actor.loadServices', output: loaded(null) }, holds({ membership: null, membershipReply: replyOf(null), tab: 0, requested: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadServices', error: networkError() }, holds({ error: SERVICES_FAILED.load })),
      lands('loadFailed', { type: 'xstate.error.actor.loadServices', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null }))];

  const bookings = s.matches({ shown: { bookings: 'upToDate' } }) ? 'upToDate' : 'reloading';
  const overlay = (['restoringDialog', 'browsing', 'inDialog', 'viewingPromo', 'confirmingDelete', 'deletingBooking'] as const).find((o) => s.matches({ shown: { overlay: o } }))!;
  const banners = s.context.membership === premium;
  const out: EventObject[] = [
    stays(s, { type: 'TAB_CHOSEN', tab: 0 }, holds({ tab: 0 }) as never),
    banners ? stays(s, { type: 'TAB_CHOSEN', tab: 1 }, holds({ tab: 1 }) as never) : stays(s, { type: 'TAB_CHOSEN', tab: 1 }, holds({ tab: s.context.tab }) as never),
    stays(s, { type: 'PAY_CLICKED', path: '/payment?type=3&productId=7&itemId=9' }),
  ];
  if (bookings === 'upToDate') {
    out.push(
      lands(at('reloading', overlay), { type: 'SERVICES_CHANGED' }),
      lands(at('reloading', overlay), { type: 'LANGUAGE_CHANGED' }),
    );
  } else {
    out.push(
      lands(at('upToDate', overlay), { type: 'xstate.done.actor.reloadServices', output: loaded(business) }, holds({ membership: business, membershipReply: replyOf(business), tab: 0, error: null })),
      lands(at('upToDate', overlay), { type: 'xstate.error.actor.reloadServices', error: httpError(403) }, holds({ error: SERVICES_FAILED.refresh })),
    );
  }
  if (overlay === 'restoringDialog') {
    const name = s.context.requested!.name;
    out.push(
      lands(at(bookings, 'inDialog'), { type: 'xstate.done.actor.loadRequestedProduct', output: product },
        holds({ dialog: { name, restore: s.context.requested!.restore, product }, requested: null })),
      lands(at(bookings, 'inDialog'), { type: 'xstate.done.actor.loadRequestedProduct', output: null },
        holds({ dialog: { name, restore: s.context.requested!.restore, product: null }, requested: null })),
    );
  }
  if (overlay === 'browsing') {
    out.push(
      // Promo offers are always offered; banners only with service 20.
      lands(at(bookings, 'inDialog'), { type: 'ADD_CHOSEN', dialog: 'promo-offer' }, holds({ dialog: { name: 'promo-offer', restore: '', product: null }, tab: 0 })),
      banners
        ? lands(at(bookings, 'inDialog'), { type: 'ADD_CHOSEN', dialog: 'sliding-banner' }, holds({ dialog: { name: 'sliding-banner', restore: '', product: null }, tab: 1 }))
        : stays(s, { type: 'ADD_CHOSEN', dialog: 'sliding-banner' }, holds({ dialog: null }) as never),
      lands(at(bookings, 'viewingPromo'), { type: 'PROMO_DETAILS_OPENED', offer: promoOffer }, holds({ details: promoOffer })),
      // An unpaid booking's Delete asks first; a paid one has none.
      lands(at(bookings, 'confirmingDelete'), { type: 'DELETE_CLICKED', key: 'offer-8' }, holds({ deleting: { key: 'offer-8', service: 18, productId: 7 }, error: null })),
      lands(at(bookings, 'confirmingDelete'), { type: 'DELETE_CLICKED', key: 'offer-6' }, holds({ deleting: { key: 'offer-6', promoId: 6 }, error: null })),
      stays(s, { type: 'DELETE_CLICKED', key: 'offer-5' }, holds({ deleting: null }) as never),
    );
  }
  if (overlay === 'confirmingDelete') {
    out.push(
      lands(at(bookings, 'browsing'), { type: 'DELETE_CANCELLED' }, holds({ deleting: null })),
      lands(at(bookings, 'deletingBooking'), { type: 'DELETE_CONFIRMED' }, holds({ deleting: s.context.deleting })),
    );
  }
  if (overlay === 'deletingBooking') {
    out.push(
      // Deleted: the cards are read again.
      lands(bookings === 'upToDate' ? `${at('upToDate', 'browsing')} → ${at('reloading', 'browsing')}` : at('reloading', 'browsing'),
        { type: 'xstate.done.actor.removeBooking' }, holds({ deleting: null })),
      lands(at(bookings, 'browsing'), { type: 'xstate.error.actor.removeBooking', error: httpError(404) }, holds({ deleting: null, error: SERVICES_FAILED.delete })),
    );
  }
  if (overlay === 'inDialog') out.push(lands(at(bookings, 'browsing'), { type: 'DIALOG_CLOSED' }, holds({ dialog: null })));
  if (overlay === 'viewingPromo') out.push(lands(at(bookings, 'browsing'), { type: 'PROMO_DETAILS_CLOSED' }, holds({ details: null })));
  return out;
}

export const model = { machine, events, inputs, input };
