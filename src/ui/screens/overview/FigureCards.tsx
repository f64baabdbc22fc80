// The four figure cards (part 1 §2 Overview, §3 Overview statistics): total products, purchase
// requests, barter requests and ROAS, each 0 when the server sends none; one loading and one failed
// state for the four (one call answers them all), in the locale's digits.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewReply } from '../../../api/schemas/statistics';
import { intlLocale } from '../../../domain/intl-locale';
import { numberFormat } from '../../../domain/intl-formats';
import { formatNumber } from '../../../domain/numbers';
import { CardFailed } from './OverviewCard';
import { BoxIcon, CartIcon, SwapIcon, TrendIcon } from './overview-icons';

type Props = { figures: OverviewReply | null; loading: boolean; error: string | null; onRetry: () => void };

export function FigureCards({ figures, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation('overview');
  const locale = i18n.language;
  const count = (value: number | undefined) => formatNumber(value ?? 0, locale, { grouping: true });
  const roas = numberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(figures?.roas?.value ?? 0);
  const cards: Array<{ key: string; label: string; value: string; icon: ReactNode; hint?: string; tone: string }> = [
    { key: 'products', label: t('figures.products'), value: count(figures?.totalProducts?.number), icon: <BoxIcon className="size-6" />, tone: 'bg-teal-50 text-teal-700' },
    { key: 'purchase', label: t('figures.purchase-requests'), value: count(figures?.totalPurchaseRequests?.number), icon: <CartIcon className="size-6" />, tone: 'bg-sky-50 text-sky-700' },
    { key: 'barter', label: t('figures.barter-requests'), value: count(figures?.totalBarterRequests?.number), icon: <SwapIcon className="size-6" />, tone: 'bg-amber-50 text-amber-700' },
    { key: 'roas', label: t('figures.roas'), value: roas, hint: t('figures.roas-hint'), icon: <TrendIcon className="size-6" />, tone: 'bg-fuchsia-50 text-fuchsia-700' },
  ];
  return (
    <section aria-label={t('figures.label')} className="flex flex-col gap-3">
      {error && <CardFailed message={error} onRetry={onRetry} />}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key} data-testid={`figure-${card.key}`} className="flex min-w-0 items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
            <span aria-hidden="true" className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${card.tone}`}>{card.icon}</span>
            <span className="flex min-w-0 flex-col">
              <span className="text-xs font-medium leading-tight text-slate-500 sm:text-sm" title={card.hint}>{card.label}</span>
              {loading
                ? <span aria-hidden="true" className="mt-1 h-7 w-16 animate-pulse rounded bg-slate-200" />
                : <span data-testid="figure-value" className="text-2xl font-bold tabular-nums text-slate-900">{error ? '—' : card.value}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
