// The account screen's ads section model for checkModel and `npm run paths -- account-ads`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { activeBusiness } from '../membership-plans/membership.fixtures';
import { flashedProduct, product } from '../flash-dialog/flash-dialog.fixtures';
import { httpError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { accountAdsMachine, type AccountAdsInput, type AdsLoaded } from './account-ads.machine';

export const machine = accountAdsMachine;
type Snap = SnapshotFrom<typeof accountAdsMachine>;
const ev = (e: { type: string; [k: string]: unknown }) => e as EventObject;

/** Before the fixture membership (Business: boost, flash, refresh) ends on the 25th. */
export const NOW = Date.parse('2026-11-24T09:00:00.000Z');
export const boostedProduct = { ...product, id: product.id + 1, slug: 'boosted', isBoosted: true };
export const inactiveProduct = { ...product, id: product.id + 2, slug: 'inactive', isActive: false };
const ads = [product, flashedProduct, boostedProduct, inactiveProduct];
export const FIRST: AdsLoaded = { membership: activeBusiness, ads, nextCursor: 'next' };
export const LAST: AdsLoaded = { membership: activeBusiness, ads: [product], nextCursor: null };

/** The company (who buys), and an employee (who only reads the ads). */
export const input: AccountAdsInput = { sellerId: 7, canBuy: true, now: () => NOW };
export const inputs: AccountAdsInput[] = [input, { ...input, canBuy: false }];

const failed = (id: string) => ev({ type: `xstate.error.actor.${id}`, error: httpError(500) });
const choose = (service: string, ad: typeof product) => ev({ type: 'AD_SERVICE_CHOSEN', service, product: ad });

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('shown.browsing', ev({ type: 'xstate.done.actor.loadAds', output: FIRST }), holds({ ads: FIRST.ads, nextCursor: 'next', error: null })),
      lands('loadFailed', failed('loadAds'), holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches({ shown: 'browsing' })) {
    const buys = s.context.canBuy;
    return [
      // What the menu offers: boost an active, unboosted ad; refresh any; flash discount an active ad without offers.
      // A dialog opened puts away the last failure (a page that did not load, say): it is not shown behind it.
      buys ? lands('shown.servicing', choose('boost', product), holds({ dialog: { name: 'boost', product }, changed: false, error: null })) : stays(s, choose('boost', product)),
      buys ? lands('shown.servicing', choose('refresh', inactiveProduct), holds({ dialog: { name: 'refresh', product: inactiveProduct }, error: null })) : stays(s, choose('refresh', product)),
      buys ? lands('shown.servicing', choose('flash-sale', product), holds({ dialog: { name: 'flash-sale', product }, error: null })) : stays(s, choose('flash-sale', product)),
      stays(s, choose('boost', boostedProduct), holds({ dialog: null })),
      stays(s, choose('boost', inactiveProduct), holds({ dialog: null })),
      stays(s, choose('flash-sale', flashedProduct), holds({ dialog: null })),
      stays(s, choose('flash-sale', inactiveProduct), holds({ dialog: null })),
      s.context.nextCursor !== null ? lands('shown.loadingMore', { type: 'MORE_REQUESTED' }) : stays(s, { type: 'MORE_REQUESTED' }),
    ];
  }
  if (s.matches({ shown: 'loadingMore' })) {
    return [
      lands('shown.browsing', ev({ type: 'xstate.done.actor.loadMoreAds', output: LAST }), holds({ ads: [...s.context.ads, product], nextCursor: null })),
      lands('shown.browsing', failed('loadMoreAds'), holds({ error: 'errors.server', ads: s.context.ads })),
    ];
  }
  if (s.matches({ shown: 'servicing' })) {
    return [
      stays(s, { type: 'SERVICES_CHANGED' }, holds({ changed: true })),
      s.context.changed
        ? lands('shown.reloadingAds', { type: 'DIALOG_CLOSED' }, holds({ dialog: null }))
        : lands('shown.browsing', { type: 'DIALOG_CLOSED' }, holds({ dialog: null })),
    ];
  }
  if (s.matches({ shown: 'reloadingAds' })) {
    return [
      lands('shown.browsing', ev({ type: 'xstate.done.actor.reloadAds', output: LAST }), holds({ ads: LAST.ads, nextCursor: null, error: null })),
      lands('shown.browsing', failed('reloadAds'), holds({ error: 'errors.server' })),
    ];
  }
  return [];
}

export const model = { machine, events, input, inputs };

/** Start values that keepAds (the only way into `shown`) sets before anything reads them. */
const setByFirstLoad = 'read only in shown (the guards, the view), entered only through keepAds, which sets it; loading and loadFailed show a spinner or the failure without it';
export const equivalentMutants: Record<string, string> = {
  'context membership starts at 0 instead of null': setByFirstLoad,
  'context nextCursor starts at 0 instead of null': setByFirstLoad,
  'context error starts at 0 instead of null': 'loading shows a spinner without it; loadFailed is entered through showFailure and shown through keepAds, both of which set it',
  'context changed starts at true instead of false': 'read only by DIALOG_CLOSED in servicing, which is entered only through openServiceDialog, and it sets changed to false',
};
