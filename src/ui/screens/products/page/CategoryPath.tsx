// The category path from the root to the product's category, in the viewer's language.
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { localName } from '../dialogs/format';

export function CategoryPath({ categories }: { categories: ProductDetails['categories'] }) {
  const { t, i18n } = useTranslation('product-page');
  if (categories.length === 0) return <p className="text-sm text-slate-600">{t('no-category')}</p>;
  return (
    <nav aria-label={t('category-path')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700" data-testid="category-path">
        {categories.map((c, i) => (
          <li key={c.id} className="flex items-center gap-1">
            {i > 0 && <svg viewBox="0 0 24 24" className="size-3.5 text-slate-400 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m9 18 6-6-6-6" /></svg>}
            <span className={i === categories.length - 1 ? 'font-semibold text-slate-900' : undefined}>
              {localName(c, i18n.language)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
