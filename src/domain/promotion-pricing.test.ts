import { describe, expect, it } from 'vitest';
import { bannerPrice, boostPrice, flashPrice, promoPrice, type PromotionPrices } from './promotion-pricing';

// Distinct prices per key, so a rule that picks the wrong key gives a different sum.
const prices: PromotionPrices = {
  premiumBannerPrice: 10_000, doubleBannerPrice: 8_000, slidingBannerPrice: 6_000,
  verticalBannerPrice: 2_000, horizontalBannerPrice: 2_500, keepTop5slidingPrice: 1_200,
  creativeByForsa: 5_000, inTop: 1_000, promo: 3_000,
};

describe('promotion pricing (part 2 §9)', () => {
  it('boost: per-day × days, plus inTop per selected date only when keepTop5', () => {
    expect(boostPrice(2_500, 3, 0, prices)).toBe(7_500);
    expect(boostPrice(2_500, 3, 2, prices)).toBe(9_500);
    expect(boostPrice(2_500, 7, 7, prices)).toBe(24_500);
  });
  it('banner: per-day of each type × days', () => {
    expect(bannerPrice({ type: 2, days: 3 }, prices)).toBe(30_000);
    expect(bannerPrice({ type: 3, days: 3 }, prices)).toBe(18_000);
    expect(bannerPrice({ type: 4, days: 3 }, prices)).toBe(24_000);
  });
  it('banner: vertical, horizontal, and both add-ons (both adds both)', () => {
    expect(bannerPrice({ type: 4, days: 2, layout: 'vertical' }, prices)).toBe(18_000);
    expect(bannerPrice({ type: 4, days: 2, layout: 'horizontal' }, prices)).toBe(18_500);
    expect(bannerPrice({ type: 4, days: 2, layout: 'both' }, prices)).toBe(20_500);
  });
  it('banner: creative-design fee, and inTop per date for sliding only', () => {
    expect(bannerPrice({ type: 3, days: 2, creativeByForsa: true }, prices)).toBe(17_000);
    expect(bannerPrice({ type: 3, days: 4, inTopDates: 3 }, prices)).toBe(27_600);
    expect(bannerPrice({ type: 3, days: 4, inTopDates: 3, creativeByForsa: true }, prices)).toBe(32_600);
    // inTop dates mean nothing on a premium banner.
    expect(bannerPrice({ type: 2, days: 1, inTopDates: 3 }, prices)).toBe(10_000);
  });
  it('promo: per-day × days', () => {
    expect(promoPrice(1, prices)).toBe(3_000);
    expect(promoPrice(10, prices)).toBe(30_000);
  });
  it('flash: price minus percent (to the nearest fils) or minus a fixed amount, never below zero', () => {
    expect(flashPrice(12_500, { percentValue: 10 })).toBe(11_250);
    expect(flashPrice(12_500, { percentValue: 50 })).toBe(6_250);
    expect(flashPrice(999, { percentValue: 30 })).toBe(699);
    expect(flashPrice(12_500, { percentValue: 100 })).toBe(0);
    expect(flashPrice(12_500, { fixedValue: 2_000 })).toBe(10_500);
    expect(flashPrice(12_500, { fixedValue: 12_500 })).toBe(0);
  });
});
