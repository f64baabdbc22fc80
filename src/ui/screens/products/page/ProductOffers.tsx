// The product's offers and promotions that run now or will (part 1 §3 Product.offers): what each is,
// its discount when it has one, and its dates; ended ones are history, not shown.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { numberFormat } from '../../../../domain/intl-formats';
import { intlLocale } from '../../../../domain/intl-locale';
import { formatKwd } from '../../../../domain/money';
import { serviceStatus } from '../../../../domain/service-status';
import { cx } from '../../../kit/cx';
import { formatDayMonthYear } from '../dialogs/format';

type Offer = ProductDetails['offers'][number];

/** The i18n key of an offer's kind: a promo offer (no service type), a boost, a flash sale, a refresh. */
const kindKey = (o: Offer) => ({ 18: 'offer-kind-boost', 19: 'offer-kind-flash', 2: 'offer-kind-refresh' } as Record<number, string>)[o.serviceType ?? -1] ?? 'offer-kind-promo';

export function ProductOffers({ offers, className }: { offers: Offer[]; className?: string }) {
  const { t, i18n } = useTranslation('product-page');
  const locale = i18n.language;
  const now = Date.now();
  const current = offers
    .filter((o) => o.isActive)
    .map((o) => ({ offer: o, status: serviceStatus({ status: 'paid', from: o.fromDate, to: o.toDate }, now) }))
    .filter(({ status }) => status !== 'expired');
  const discount = (o: Offer) => (o.percentValue !== null
    ? t('offer-percent', { value: numberFormat(intlLocale(locale)).format(o.percentValue) })
    : o.fixedValue !== null ? t('offer-fixed', { value: formatKwd(o.fixedValue, locale) }) : null);
  return (
    <section className={className} aria-labelledby="product-offers">
      <h2 id="product-offers" className="mb-2 text-base font-semibold text-slate-900">{t('offers')}</h2>
      {current.length === 0 ? <p className="text-sm text-slate-600">{t('no-offers')}</p> : (
        <ul className="flex flex-col gap-2" data-testid="product-offers">
          {current.map(({ offer: o, status }) => (
            <li key={o.id} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ring-inset">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 font-semibold text-slate-900">
                  {t(kindKey(o))}
                  {o.name && <>: <bdi>{o.name}</bdi></>}
                </p>
                <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', status === 'active' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-sky-50 text-sky-800 ring-sky-200')}>
                  {t(status === 'active' ? 'offer-running' : 'offer-upcoming')}
                </span>
              </div>
              {discount(o) && <p className="text-slate-700">{discount(o)}</p>}
              <p className="text-slate-600">
                {t('offer-dates', { from: formatDayMonthYear(o.fromDate, locale), to: formatDayMonthYear(o.toDate, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
