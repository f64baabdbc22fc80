// The loaded product: photos, description, attributes and barter wish beside its price, status and
// facts, the promotion shortcuts for its company's people, its offers and promotions with their
// dates, and its sellers.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import type { ProductPageViewer } from '../../../../machines/product-page/product-page.machine';
import { hasValue } from '../dialogs/AttributeValue';
import { ProductAttributes } from '../dialogs/ProductAttributes';
import { cx } from '../../../kit/cx';
import { BarterWish } from '../dialogs/ProductExtras';
import { ProductFacts } from '../dialogs/ProductFacts';
import { ProductImages } from '../dialogs/ProductImages';
import { SafeHtml } from '../dialogs/SafeHtml';
import { ServiceChips } from '../dialogs/ServiceChips';
import { ProductOffers } from './ProductOffers';
import { ProductSellers } from './ProductSellers';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5';

export function ProductPageBody({ product: p, viewer }: { product: ProductDetails; viewer: ProductPageViewer }) {
  const { t } = useTranslation('product-page');
  const hasDescription = p.description.replace(/<[^>]*>/g, '').trim().length > 0;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {/* On a phone one column, price and facts right under the photos (display: contents); two columns from lg. */}
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-5">
        <div className={cx(card, 'order-1')}><ProductImages images={p.images} name={p.name} /></div>
        <section className={cx(card, 'order-4')} aria-labelledby="product-description">
          <h2 id="product-description" className="mb-2 text-base font-semibold text-slate-900">{t('description')}</h2>
          {hasDescription
            ? <SafeHtml html={p.description} className="product-description text-sm leading-relaxed break-words text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc" />
            : <p className="text-sm text-slate-600">{t('no-description')}</p>}
        </section>
        {p.attributes.some(hasValue) && <div className={cx(card, 'order-5')}><ProductAttributes attributes={p.attributes} title={t('attributes')} /></div>}
        {p.barter && p.sellType !== 'sell' && <div className="order-6"><BarterWish barter={p.barter} /></div>}
      </div>
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-5">
        <div className={cx(card, 'order-2')}><ProductFacts product={p} /></div>
        {/* Promotion is the company's business, and only for a product buyers can see. */}
        {viewer === 'seller' && p.isActive && (
          <section className={cx(card, 'order-3')} aria-labelledby="product-promote">
            <h2 id="product-promote" className="mb-2 text-base font-semibold text-slate-900">{t('promote')}</h2>
            <ServiceChips slug={p.slug} id={p.id} />
          </section>
        )}
        <ProductOffers offers={p.offers} className={cx(card, 'order-7')} />
        <ProductSellers sellers={p.sellers} className={cx(card, 'order-8')} />
      </div>
    </div>
  );
}
