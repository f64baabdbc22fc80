// What the banner steps share: the machine's snapshot and send, and the price as the server will
// compute it (§9; shown only — the server's amount is the one paid).
import type { SnapshotFrom } from 'xstate';
import type { bannerDialogMachine, BannerDialogEvent } from '../../../../machines/banner-dialog/banner-dialog.machine';
import { BANNER_TYPE, daysOf } from '../../../../machines/banner-dialog/banner-draft';
import { bannerPrice } from '../../../../domain/promotion-pricing';

export type BannerSnapshot = SnapshotFrom<typeof bannerDialogMachine>;
export type BannerStepProps = { state: BannerSnapshot; send: (event: BannerDialogEvent) => void };

export type PriceLine = { key: 'base' | 'vertical' | 'horizontal' | 'creative' | 'top'; amount: number; count?: number };

/** The price's lines and total, or null while the prices or the days are unknown. */
export function bannerQuote(context: BannerSnapshot['context']): { perDay: number; days: number; lines: PriceLine[]; total: number } | null {
  const { prices, draft, kind } = context;
  const days = daysOf(draft);
  if (!prices || !days) return null;
  const perDay = kind === 'premium' ? prices.premiumBannerPrice : kind === 'sliding' ? prices.slidingBannerPrice : prices.doubleBannerPrice;
  const forsa = kind === 'sliding' && draft.creative === 'forsa';
  const layout = kind === 'double' ? draft.layout ?? undefined : undefined;
  const top = kind === 'sliding' ? draft.topDates.length : 0;
  const lines: PriceLine[] = [{ key: 'base', amount: perDay * days, count: days }];
  if (layout === 'vertical' || layout === 'both') lines.push({ key: 'vertical', amount: prices.verticalBannerPrice });
  if (layout === 'horizontal' || layout === 'both') lines.push({ key: 'horizontal', amount: prices.horizontalBannerPrice });
  if (forsa) lines.push({ key: 'creative', amount: prices.creativeByForsa });
  if (top > 0) lines.push({ key: 'top', amount: prices.keepTop5slidingPrice * top, count: top });
  const total = bannerPrice({ type: BANNER_TYPE[kind], days, layout, creativeByForsa: forsa, inTopDates: top }, prices);
  return { perDay, days, lines, total };
}
