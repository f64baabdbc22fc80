// Part 2 §9 pricing rules, in integer fils. Pure: the server prices every booking with these (the
// client may show the same sums, but the server's is the one charged).

/** The settings keys of part 2 §3 that carry prices (fils), and the capacities the calendars enforce. */
export interface PromotionPrices {
  premiumBannerPrice: number;
  doubleBannerPrice: number;
  slidingBannerPrice: number;
  verticalBannerPrice: number;
  horizontalBannerPrice: number;
  keepTop5slidingPrice: number;
  creativeByForsa: number;
  inTop: number;
  promo: number;
}

/** §9 banner types: 2 premium, 3 sliding, 4 double. */
export type BannerType = 2 | 3 | 4;
export type DoubleBannerLayout = 'vertical' | 'horizontal' | 'both';

/** Boost = per-day price × days, plus inTop for each selected date when keepTop5. */
export function boostPrice(perDay: number, days: number, inTopDates: number, prices: Pick<PromotionPrices, 'inTop'>): number {
  return perDay * days + prices.inTop * inTopDates;
}

export interface BannerPriceInput {
  type: BannerType;
  days: number;
  /** Double banners: which add-ons; both adds both. */
  layout?: DoubleBannerLayout;
  /** Designed by Forsa (creative brief) rather than uploaded. */
  creativeByForsa?: boolean;
  /** Sliding banners: dates kept in the top 5. */
  inTopDates?: number;
}

/**
 * Banner = per-day price of its type × days, plus the vertical and horizontal add-ons (both adds
 * both), plus the creative-design fee, plus keepTop5slidingPrice for each inTop date of a sliding banner.
 */
export function bannerPrice(input: BannerPriceInput, prices: PromotionPrices): number {
  const perDay = input.type === 2 ? prices.premiumBannerPrice : input.type === 3 ? prices.slidingBannerPrice : prices.doubleBannerPrice;
  let total = perDay * input.days;
  if (input.layout === 'vertical' || input.layout === 'both') total += prices.verticalBannerPrice;
  if (input.layout === 'horizontal' || input.layout === 'both') total += prices.horizontalBannerPrice;
  if (input.creativeByForsa) total += prices.creativeByForsa;
  if (input.type === 3) total += prices.keepTop5slidingPrice * (input.inTopDates ?? 0);
  return total;
}

/** Promo offer = per-day price × days. */
export function promoPrice(days: number, prices: Pick<PromotionPrices, 'promo'>): number {
  return prices.promo * days;
}

/**
 * The product's price during a flash sale: minus a percent (rounded to the nearest fils) or minus a
 * fixed amount; never below zero.
 */
export function flashPrice(price: number, discount: { percentValue: number } | { fixedValue: number }): number {
  const off = 'percentValue' in discount ? Math.round((price * discount.percentValue) / 100) : discount.fixedValue;
  return Math.max(0, price - off);
}
