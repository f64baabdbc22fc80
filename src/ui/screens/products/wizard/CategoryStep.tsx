// Step 1: category cards (image, name, subcategory count) with drill-down and back; a leaf is chosen.
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../../../api/schemas/categories';
import { childrenAt } from '../../../../machines/product-wizard/product-wizard.draft';
import type { ProductWizardEvent } from '../../../../machines/product-wizard/product-wizard.machine';
import { Spinner } from '../../../kit/Spinner';
import { cx } from '../../../kit/cx';

export function CategoryStep({ tree, trail, chosen, loadingSlug, locale, send }: {
  tree: CategoryNode[]; trail: string[]; chosen: string[]; loadingSlug: string | null; locale: string; send: (e: ProductWizardEvent) => void;
}) {
  const { t } = useTranslation('wizard');
  const nameOf = (c: CategoryNode) => (locale === 'ar' ? c.nameAr : c.name);
  const crumbs = trail.map((slug, i) => childrenAt(tree, trail.slice(0, i)).find((c) => c.slug === slug)).filter(Boolean) as CategoryNode[];
  const cards = childrenAt(tree, trail);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-9 items-center gap-2 text-sm">
        {trail.length > 0 && (
          <button type="button" onClick={() => send({ type: 'CATEGORY_BACK_CLICKED' })} className="flex items-center gap-1 rounded-lg px-2 py-1.5 font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700">
            <svg viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor" aria-hidden="true"><path d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0z" /></svg>
            {t('category-back')}
          </button>
        )}
        <span className="truncate text-slate-500">{crumbs.length ? crumbs.map(nameOf).join(locale === 'ar' ? ' ‹ ' : ' › ') : t('category-hint')}</span>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map((c) => {
          const selected = chosen.at(-1) === c.slug || (c.childrenCount > 0 && chosen[trail.length] === c.slug);
          return (
            <li key={c.slug}>
              <button
                type="button"
                onClick={() => send({ type: 'CATEGORY_OPENED', slug: c.slug })}
                aria-pressed={c.childrenCount === 0 ? selected : undefined}
                className={cx(
                  'group flex w-full flex-col overflow-hidden rounded-xl bg-white text-start ring-1 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700',
                  selected ? 'ring-2 ring-teal-700' : 'ring-slate-200',
                )}
              >
                <span className="relative block aspect-[4/3] bg-slate-100">
                  {c.image && <img src={c.image.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />}
                  {loadingSlug === c.slug && <span className="absolute inset-0 flex items-center justify-center bg-white/60"><Spinner /></span>}
                  {selected && c.childrenCount === 0 && (
                    <span className="absolute end-2 top-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">{t('selected')}</span>
                  )}
                </span>
                <span className="flex flex-col gap-0.5 px-3 py-2">
                  <span className="truncate text-sm font-semibold text-slate-900">{nameOf(c)}</span>
                  <span className="text-xs text-slate-500">{c.childrenCount > 0 ? t('subcategories', { count: c.childrenCount }) : t('no-subcategories')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
