// The category filter: a drill-down through the tree in a popover (children of the current level,
// back, "all of <category>"), the chosen path shown as a breadcrumb chip that clears it.
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../../api/schemas/categories';
import type { Locale } from '../../../api/schemas/common';
import { pillClass } from '../../kit/FilterSelect';
import { categoryName, childrenAt, nodesAlong } from './category-tree';
import { ChevronIcon, FolderIcon } from './product-icons';

type Props = { tree: CategoryNode[] | null; path: string[]; locale: Locale; onChoose: (path: string[]) => void };

export function CategoryFilter({ tree, path, locale, onChoose }: Props) {
  const { t } = useTranslation('products-list');
  const chosen = tree ? nodesAlong(tree, path) : [];
  return (
    <>
      <Popover className="relative">
        <PopoverButton className={pillClass(path.length > 0)} disabled={!tree}>
          <FolderIcon />
          <span className="text-slate-500">{t('filters.category')}:</span>
          <span className="truncate font-medium">{!tree ? t('filters.unavailable') : chosen.at(-1) ? categoryName(chosen.at(-1)!, locale) : t('filters.all-categories')}</span>
        </PopoverButton>
        <PopoverPanel anchor="bottom start" className="z-50 w-72 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
          {tree && <DrillDown tree={tree} initial={path} locale={locale} onChoose={onChoose} />}
        </PopoverPanel>
      </Popover>
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

/** Which level is being browsed is view state: nothing is chosen until a leaf or "all of" is clicked. */
function DrillDown({ tree, initial, locale, onChoose }: { tree: CategoryNode[]; initial: string[]; locale: Locale; onChoose: (path: string[]) => void }) {
  const { t } = useTranslation('products-list');
  // Open at the parent of the chosen category, so its siblings show.
  const [level, setLevel] = useState<string[]>(() => initial.slice(0, -1));
  // The button that drilled in or out is gone with its level: the focus goes to the new level's first
  // button, or it would drop to the page and the popover would close under a keyboard user.
  const panel = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) panel.current?.querySelector('button')?.focus();
    moved.current = true;
  }, [level]);
  const current = nodesAlong(tree, level).at(-1);
  const children = childrenAt(tree, level);
  const item = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-teal-50 focus:bg-teal-50 focus:outline-none';
  return (
    <div ref={panel} className="flex max-h-80 flex-col overflow-auto">
      {current ? (
        <>
          <button type="button" className={`${item} font-medium text-slate-600`} onClick={() => setLevel(level.slice(0, -1))}>
            <ChevronIcon className="size-4 rotate-180 rtl:rotate-0" />
            {t('filters.back')}
          </button>
          <CloseButton as="button" type="button" className={`${item} font-semibold text-teal-800`} onClick={() => onChoose(level)}>
            {t('filters.all-of', { name: categoryName(current, locale) })}
          </CloseButton>
        </>
      ) : (
        <CloseButton as="button" type="button" className={`${item} font-semibold text-teal-800`} onClick={() => onChoose([])}>
          {t('filters.all-categories')}
        </CloseButton>
      )}
      <div className="my-1 border-t border-slate-100" />
      {children.map((node) =>
        node.children.length > 0 ? (
          <button key={node.slug} type="button" className={item} onClick={() => setLevel([...level, node.slug])}>
            <span className="flex-1 truncate">{categoryName(node, locale)}</span>
            <span className="text-xs text-slate-500">{node.childrenCount}</span>
            <ChevronIcon className="size-4 text-slate-400 rtl:rotate-180" />
          </button>
        ) : (
          <CloseButton as="button" key={node.slug} type="button" className={item} onClick={() => onChoose([...level, node.slug])}>
            <span className="flex-1 truncate">{categoryName(node, locale)}</span>
          </CloseButton>
        ),
      )}
    </div>
  );
}
