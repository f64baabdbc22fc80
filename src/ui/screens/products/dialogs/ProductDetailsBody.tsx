// Everything the details dialog shows about a loaded product.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { ProductAttributes } from './ProductAttributes';
import { BarterWish, PromoOffer } from './ProductExtras';
import { ProductFacts } from './ProductFacts';
import { ProductImages } from './ProductImages';
import { SafeHtml } from './SafeHtml';
import { ServiceChips } from './ServiceChips';

export function ProductDetailsBody({ product: p }: { product: ProductDetails }) {
  const { t } = useTranslation('product-dialogs');
  const promo = p.offers.find((o) => o.serviceType === null && o.isActive);
  const hasDescription = p.description.replace(/<[^>]*>/g, '').trim().length > 0;
  return (
    <div className="flex flex-col gap-5">
      <ProductImages images={p.images} name={p.name} />
      <ProductFacts product={p} />
      {/* Promotion only makes sense for a product buyers can see. */}
      {p.isActive && <ServiceChips slug={p.slug} id={p.id} />}
      {promo && <PromoOffer offer={promo} />}
      <section>
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{t('description')}</h3>
        {hasDescription
          ? <SafeHtml html={p.description} className="product-description text-sm leading-relaxed text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc" />
          : <p className="text-sm text-slate-500">{t('no-description')}</p>}
      </section>
      <ProductAttributes attributes={p.attributes} title={t('attributes')} />
      {p.barter && p.sellType !== 'sell' && <BarterWish barter={p.barter} />}
    </div>
  );
}

export function ProductDetailsSkeleton() {
  const { t } = useTranslation('product-dialogs');
  return (
    <div className="flex animate-pulse flex-col gap-5" role="status" aria-label={t('loading')}>
      <div className="grid grid-cols-2 gap-2">
        <div className="aspect-[4/3] rounded-xl bg-slate-200" />
        <div className="aspect-[4/3] rounded-xl bg-slate-200" />
      </div>
      <div className="h-8 w-40 rounded-lg bg-slate-200" />
      <div className="grid grid-cols-3 gap-3 rounded-xl bg-slate-100 p-4">
        {Array.from({ length: 6 }, (_, i) => <div key={i} className="h-9 rounded bg-slate-200" />)}
      </div>
      <div className="flex flex-col gap-2">
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
