import { describe, expect, it } from 'vitest';
import { activeBusiness } from '../membership-plans/membership.fixtures';
import { flashedProduct, product } from '../flash-dialog/flash-dialog.fixtures';
import { assertModel } from '../test/model';
import { adServicesOf } from './ad-services';
import { boostedProduct, inactiveProduct, model, NOW } from './account-ads.model';

describe('account ads machine (model-based)', () => {
  it('visits every state and lands every transition where the spec says', () => {
    assertModel({
      ...model,
      states: {
        loading: (s) => expect(s.context.dialog).toBeNull(),
        loadFailed: (s) => expect(s.context.error).toBe('errors.server'),
        'shown.browsing': (s) => expect(s.context.dialog).toBeNull(),
        'shown.loadingMore': (s) => expect(s.context.nextCursor).not.toBeNull(),
        'shown.servicing': (s) => {
          expect(s.context.canBuy).toBe(true);
          expect(s.context.dialog).not.toBeNull();
        },
        'shown.reloadingAds': (s) => {
          expect(s.context.changed).toBe(true);
          expect(s.context.dialog).toBeNull();
        },
      },
    });
  });
});

describe('an ad’s menu (part 2 §2)', () => {
  const company = { canBuy: true, membership: activeBusiness, now: NOW };
  it('offers boost only to an active ad not boosted, refresh always, flash discount only to an active ad without offers', () => {
    expect(adServicesOf(product, company)).toEqual(['boost', 'refresh', 'flash-sale']);
    expect(adServicesOf(boostedProduct, company)).toEqual(['refresh', 'flash-sale']);
    expect(adServicesOf(flashedProduct, company)).toEqual(['boost', 'refresh']);
    expect(adServicesOf(inactiveProduct, company)).toEqual(['refresh']);
  });

  it('offers nothing to an employee, nor what the membership lacks or after it ended', () => {
    expect(adServicesOf(product, { ...company, canBuy: false })).toEqual([]);
    expect(adServicesOf(product, { ...company, membership: { ...activeBusiness, services: activeBusiness.services.filter((s) => s.type !== 18) } })).toEqual(['refresh', 'flash-sale']);
    expect(adServicesOf(product, { ...company, now: Date.parse(activeBusiness.endDate!) + 1 })).toEqual([]);
    expect(adServicesOf(product, { ...company, membership: null })).toEqual([]);
  });
});
