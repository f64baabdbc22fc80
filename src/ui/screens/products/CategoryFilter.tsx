// The category filter: a drill-down through the tree in a popover (CategoryPopover: children of the
// current level, back, "all of <category>"), the chosen path shown as a breadcrumb chip that clears it.
// The popover's code loads after the screen's first render; its pill shows as it will look meanwhile.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../../api/schemas/categories';
import type { Locale } from '../../../api/schemas/common';
import { FilterPillStandIn } from '../../kit/filter-pill';
import { categoryName, nodesAlong } from './category-tree';
import { FolderIcon } from './product-icons';

const CategoryPopover = lazy(() => import('./CategoryPopover'));

type Props = { tree: CategoryNode[] | null; path: string[]; locale: Locale; onChoose: (path: string[]) => void };

export function CategoryFilter({ tree, path, locale, onChoose }: Props) {
  const { t } = useTranslation('products-list');
  const chosen = tree ? nodesAlong(tree, path) : [];
  const shown = !tree ? t('filters.unavailable') : chosen.at(-1) ? categoryName(chosen.at(-1)!, locale) : t('filters.all-categories');
  return (
    <>
      <Suspense fallback={<FilterPillStandIn icon={<FolderIcon />} label={t('filters.category')} shown={shown} chevron={false} active={path.length > 0} disabled={!tree} />}>
        <CategoryPopover tree={tree} path={path} shown={shown} locale={locale} onChoose={onChoose} />
      </Suspense>
      {chosen.length > 0 && (
        <span className="inline-flex h-9 max-w-full items-center gap-1 rounded-full bg-teal-700 ps-3.5 pe-1.5 text-sm text-white">
          <nav aria-label={t('filters.category')} className="truncate">
            {chosen.map((node, i) => (
              <span key={node.slug}>
                {i > 0 && <span className="mx-1 opacity-70" aria-hidden="true">›</span>}
                {categoryName(node, locale)}
              </span>
            ))}
          </nav>
          <button type="button" onClick={() => onChoose([])} aria-label={t('filters.clear-category')} className="rounded-full p-1 hover:bg-white/20">
            <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
          </button>
        </span>
      )}
    </>
  );
}
