// What the seller wants in exchange, and the running promo offer, when there are any.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { formatKwd } from '../../../../domain/money';
import { formatDayMonthYear } from './format';
import { ProductAttributes } from './ProductAttributes';
import { numberFormat } from '../../../../domain/intl-formats';

export function BarterWish({ barter }: { barter: NonNullable<ProductDetails['barter']> }) {
  const { t } = useTranslation('product-dialogs');
  return (
    <section className="rounded-xl border border-dashed border-teal-300 bg-teal-50/40 p-4">
      <h3 className="mb-1 text-sm font-semibold text-teal-900">{t('barter-wish')}</h3>
      {barter.description && <p className="mb-3 text-sm text-slate-700" dir="auto">{barter.description}</p>}
      <ProductAttributes attributes={barter.attributes} title={t('attributes')} />
    </section>
  );
}

export function PromoOffer({ offer }: { offer: ProductDetails['offers'][number] }) {
  const { t, i18n } = useTranslation('product-dialogs');
  const locale = i18n.language;
  const value = offer.percentValue !== null
    ? t('offer-percent', { value: numberFormat(locale === 'ar' ? 'ar-KW' : 'en-GB').format(offer.percentValue) })
    : offer.fixedValue !== null ? t('offer-fixed', { value: formatKwd(offer.fixedValue, locale) }) : null;
  return (
    <section className="flex items-center gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset">
      <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-amber-600" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01" /></svg>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-amber-900">{t('promo-offer')}: <span dir="auto">{offer.name}</span></p>
        <p className="text-amber-800">
          {value}
          {value && ' · '}
          {t('offer-until', { date: formatDayMonthYear(offer.toDate, locale) })}
        </p>
      </div>
    </section>
  );
}
