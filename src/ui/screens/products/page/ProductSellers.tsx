// Who sells the product (part 1 §3 Product.sellers): picture (or initial) and name, first seller first.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { UserText } from '../../../kit/UserText';

export function ProductSellers({ sellers, className }: { sellers: ProductDetails['sellers']; className?: string }) {
  const { t } = useTranslation('product-page');
  return (
    <section className={className} aria-labelledby="product-sellers">
      <h2 id="product-sellers" className="mb-2 text-base font-semibold text-slate-900">{t('sellers')}</h2>
      {sellers.length === 0 ? <p className="text-sm text-slate-600">{t('no-sellers')}</p> : (
        <ul className="flex flex-col gap-2" data-testid="product-sellers">
          {sellers.map((s) => (
            <li key={s.id} className="flex min-w-0 items-center gap-3 text-sm">
              {s.image
                ? <img src={s.image.url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                : <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800">{[...s.fullName.trim()][0] ?? '?'}</span>}
              <UserText text={s.fullName} className="font-medium text-slate-900" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
