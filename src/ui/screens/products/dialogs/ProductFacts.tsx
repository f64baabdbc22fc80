// The price, the availability badge and the key facts at the top of the details dialog.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { formatKwd } from '../../../../domain/money';
import { formatPercent } from '../../../../domain/numbers';
import { flashPrice } from '../../../../domain/promotion-pricing';
import { cx } from '../../../kit/cx';
import { formatDayMonthYear, formatNumber, localName, sellTypeKey } from './format';

function Badge({ tone, children }: { tone: 'green' | 'slate' | 'amber' | 'teal'; children: string }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    slate: 'bg-slate-100 text-slate-600 ring-slate-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  };
  return <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[tone])}>{children}</span>;
}

export function ProductFacts({ product: p }: { product: ProductDetails }) {
  const { t, i18n } = useTranslation('product-dialogs');
  const locale = i18n.language;
  const category = p.category ? localName(p.category, locale) : t('no-category');
  // A running flash sale (part 2 §3 Offer, §9): the price struck, the sale price beside it.
  const flash = p.offers.find((o) => o.serviceType === 19 && o.isActive && (o.percentValue !== null || o.fixedValue !== null));
  const sale = flash && (flash.percentValue !== null ? flashPrice(p.price, { percentValue: flash.percentValue }) : flashPrice(p.price, { fixedValue: flash.fixedValue! }));
  const off = flash && (flash.percentValue !== null ? formatPercent(flash.percentValue / 100, locale) : formatKwd(flash.fixedValue!, locale));
  const facts: Array<[string, string]> = [
    [t('sell-type'), t(sellTypeKey(p.sellType))],
    [t('date-added'), formatDayMonthYear(p.createdAt, locale)],
    [t('category'), category],
    [t('condition'), t(`condition-${p.conditionType}`)],
    [t('views'), formatNumber(p.views, locale, { grouping: true })],
    ...(p.sellers[0] ? [[t('posted-by'), p.sellers[0].fullName] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {flash && sale !== undefined && sale !== null ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold tracking-tight text-rose-700" data-testid="details-sale-price">{formatKwd(sale, locale)}</span>
            <s className="text-base text-slate-600" data-testid="details-price" aria-label={t('was-price', { price: formatKwd(p.price, locale) })}>{formatKwd(p.price, locale)}</s>
          </p>
        ) : (
          <p className="text-2xl font-bold tracking-tight text-slate-900" data-testid="details-price">{formatKwd(p.price, locale)}</p>
        )}
        <div className="flex flex-wrap items-center gap-1.5" aria-label={t('status')}>
          <Badge tone={p.isActive ? 'green' : 'slate'}>{p.isActive ? t('badge-available') : t('badge-unavailable')}</Badge>
          {(p.status === 'sold' || p.status === 'reserved') && <Badge tone="amber">{t(`ad-status-${p.status}`)}</Badge>}
          {p.isBoosted && <Badge tone="teal">{t('boosted')}</Badge>}
          {off && <Badge tone="amber">{t('flash-off', { discount: off })}</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="truncate font-medium text-slate-900" title={value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
