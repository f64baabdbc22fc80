import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PromotedProduct } from '../../api/promoted-product';
import { assertModel } from '../test/model';
import { highlightOf, servicesMachine, type ServicesData } from './services.machine';
import { events, inputs, machine, NOW, product, promoOffer, replyOf } from './services.model';
import { activeBusiness } from '../membership-plans/membership.fixtures';
import { isOffered, hasBannersTab } from './service-offers';

describe('services screen machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        loading: (s) => expect(s.context.dialog).toBeNull(),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        'shown.bookings.upToDate': () => {},
        'shown.bookings.reloading': () => {},
        'shown.overlay.checkingRequest': () => {},
        'shown.overlay.restoringDialog': (s) => expect(s.context.requested).not.toBeNull(),
        'shown.overlay.browsing': (s) => {
          expect(s.context.dialog).toBeNull();
          expect(s.context.requested).toBeNull();
        },
        'shown.overlay.inDialog': (s) => expect(s.context.dialog).not.toBeNull(),
        'shown.overlay.viewingPromo': (s) => expect(s.context.details).toEqual(promoOffer),
        'shown.overlay.confirmingDelete': (s) => expect(s.context.deleting).not.toBeNull(),
        'shown.overlay.deletingBooking': (s) => expect(s.context.deleting).not.toBeNull(),
      },
    });
  });
});

describe('services screen (behaviour)', () => {
  it('restores the boost dialog with the product the link named', async () => {
    const slugs: string[] = [];
    const actor = createActor(servicesMachine.provide({
      actors: {
        loadServices: fromPromise<ServicesData>(async () => ({ membershipReply: replyOf(activeBusiness), offers: [], banners: [] })),
        loadRequestedProduct: fromPromise<PromotedProduct | null, { slug: string | null }>(async ({ input }) => {
          slugs.push(String(input.slug));
          return product;
        }),
      },
    }), { input: inputs[1] }).start();
    await waitFor(actor, (s) => s.matches({ shown: { overlay: 'inDialog' } }));
    expect(slugs).toEqual(['iphone-15-7']);
    expect(actor.getSnapshot().context.dialog).toEqual({ name: 'boost', restore: 'openDialog=boost&product=iphone-15-7', product });
  });

  it('does not ask for a product whose slug is not a slug', async () => {
    const slugs: Array<string | null> = [];
    const actor = createActor(servicesMachine.provide({
      actors: {
        loadServices: fromPromise<ServicesData>(async () => ({ membershipReply: replyOf(activeBusiness), offers: [], banners: [] })),
        loadRequestedProduct: fromPromise<PromotedProduct | null, { slug: string | null }>(async ({ input }) => {
          slugs.push(input.slug);
          return null;
        }),
      },
    }), { input: { ...inputs[1], restore: 'openDialog=boost&product=../../x' } }).start();
    await waitFor(actor, (s) => s.matches({ shown: { overlay: 'inDialog' } }));
    expect(slugs).toEqual([null]);
  });
});

describe('services screen around the server (behaviour)', () => {
  it('opens knowing nothing yet: no membership (nor a reply to hand the card), no promo details, no highlight, no failure said', () => {
    const actor = createActor(servicesMachine.provide({ actors: { loadServices: fromPromise<ServicesData>(() => new Promise(() => {})) } }), { input: inputs[0] }).start();
    expect(actor.getSnapshot().context).toMatchObject({ membership: null, membershipReply: null, details: null, deleting: null, dialog: null, highlight: null, error: null, offers: [], banners: [] });
  });

  it("a card's Pay now goes to /payment with the card's own address, once", async () => {
    const paths: string[] = [];
    const actor = createActor(servicesMachine.provide({
      actors: { loadServices: fromPromise<ServicesData>(async () => ({ membershipReply: replyOf(activeBusiness), offers: [promoOffer], banners: [] })) },
      actions: { goToPayment: (_, params: { path: string }) => { paths.push(params.path); } },
    }), { input: inputs[0] }).start();
    await waitFor(actor, (s) => s.matches({ shown: { overlay: 'browsing' } }));
    actor.send({ type: 'PAY_CLICKED', path: '/payment?type=9&itemId=501&productId=7' });
    expect(paths).toEqual(['/payment?type=9&itemId=501&productId=7']);
  });
});

describe('the membership card is handed what the screen read', () => {
  it('after a write, the reply the screen reads again replaces the one it handed the card', async () => {
    const replies = [replyOf(activeBusiness), { ...replyOf(activeBusiness), unpaid: { ...activeBusiness, id: 41, status: 'unpaid' as const }, unpaidItemId: 77 }];
    let loads = 0;
    const actor = createActor(servicesMachine.provide({
      actors: { loadServices: fromPromise<ServicesData>(async () => ({ membershipReply: replies[loads++], offers: [], banners: [] })) },
    }), { input: inputs[0] }).start();
    await waitFor(actor, (s) => s.matches({ shown: { bookings: 'upToDate' } }));
    expect(actor.getSnapshot().context.membershipReply).toBe(replies[0]);
    actor.send({ type: 'SERVICES_CHANGED' });
    await waitFor(actor, (s) => s.context.membershipReply === replies[1]);
    expect(loads).toBe(2);
  });
});

describe('the booking just paid', () => {
  it('is highlighted from ?offerId= or ?bannerId= when no dialog is asked for', () => {
    expect(highlightOf('tab=0&offerId=9')).toBe('offer-9');
    expect(highlightOf('?tab=1&bannerId=12')).toBe('banner-12');
    expect(highlightOf('openDialog=boost&offerId=9')).toBeNull();
    expect(highlightOf('offerId=x')).toBeNull();
    expect(highlightOf('')).toBeNull();
  });
});

describe('what the Add list offers', () => {
  const expired = { ...activeBusiness, endDate: '2026-11-20T00:00:00.000Z' };
  it('offers promo offers always and the membership services only while it runs', () => {
    expect(isOffered('promo-offer', null, NOW)).toBe(true);
    expect(isOffered('boost', activeBusiness, NOW)).toBe(true);
    expect(isOffered('boost', expired, NOW)).toBe(false);
    expect(isOffered('premium-banner', activeBusiness, NOW)).toBe(false);
    expect(hasBannersTab(activeBusiness, NOW)).toBe(false);
  });
});
