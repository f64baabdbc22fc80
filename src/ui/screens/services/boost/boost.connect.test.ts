import { describe, expect, it } from 'vitest';
import { lamp, prices } from '../../../../machines/boost-dialog/boost-dialog.fixtures';
import { boostEnd, boostPriceView, boostRefusalOf } from './boost.connect';

describe('boost dialog view', () => {
  const context = { prices, duration: 3, keepTop5: true, selectedDates: ['2026-11-26', '2026-11-27'] } as never;

  it('prices the boost as §9 says: per day × days, plus inTop for each top-5 day when keepTop5', () => {
    expect(boostPriceView(context)).toEqual({ perDay: 2_500, days: 3, inTopPrice: 1_000, inTopDays: 2, total: 9_500 });
    expect(boostPriceView({ ...(context as object), keepTop5: false } as never)?.total).toBe(7_500);
    expect(boostPriceView({ ...(context as object), duration: null } as never)).toBeNull();
  });

  it('ends on the last of its days', () => {
    expect(boostEnd('2026-11-30', 3)).toBe('2026-12-02');
    expect(boostEnd('2026-11-30', null)).toBeNull();
  });

  it('refuses a product already boosted or inactive', () => {
    expect(boostRefusalOf(lamp)).toBeNull();
    expect(boostRefusalOf({ ...lamp, isBoosted: true })).toBe('services-boost:already-boosted');
    expect(boostRefusalOf({ ...lamp, isActive: false })).toBe('services-boost:inactive');
  });
});
