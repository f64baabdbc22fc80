import type { PromotionPrices } from './promotion-pricing';

/** How many bookings a calendar day holds, per pool (part 2 §7 calendars; the spec gives no number). */
export interface PromotionCapacities {
  /** Boosts kept in the top 5 on a day: keepTop5 means five places. */
  boostTopSlotsPerDay: number;
  /** Flash sales running on a day. */
  flashSlotsPerDay: number;
  premiumBannerSlotsPerDay: number;
  doubleBannerSlotsPerDay: number;
  slidingBannerSlotsPerDay: number;
  /** Sliding banners kept in the top 5 on a day. */
  slidingTopSlotsPerDay: number;
}

export type PromotionSettings = PromotionPrices & PromotionCapacities;
export type SettingKey = keyof PromotionSettings;

/**
 * The defaults the seed writes to the settings table (fils). Where the spec gives two readings the
 * one chosen is written in server/README.md: inTop is 1 KWD a selected day (keepTop5's "extra 1 KWD
 * per day"); the add-ons and the creative fee are once per banner, not per day.
 */
export const DEFAULT_SETTINGS: PromotionSettings = {
  premiumBannerPrice: 10_000,
  doubleBannerPrice: 8_000,
  slidingBannerPrice: 6_000,
  verticalBannerPrice: 2_000,
  horizontalBannerPrice: 2_000,
  keepTop5slidingPrice: 1_000,
  creativeByForsa: 5_000,
  inTop: 1_000,
  promo: 3_000,
  boostTopSlotsPerDay: 5,
  flashSlotsPerDay: 20,
  premiumBannerSlotsPerDay: 1,
  doubleBannerSlotsPerDay: 2,
  slidingBannerSlotsPerDay: 10,
  slidingTopSlotsPerDay: 5,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];
