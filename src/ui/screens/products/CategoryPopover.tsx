// The category filter's popover (CategoryFilter): the pill button, and the drill-down through the tree.
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../../api/schemas/categories';
import type { Locale } from '../../../api/schemas/common';
import { intlLocale } from '../../../domain/intl-locale';
import { numberFormat } from '../../../domain/intl-formats';
import { FilterPillFace, pillClass } from '../../kit/filter-pill';
import { categoryName, childrenAt, nodesAlong } from './category-tree';
import { ChevronIcon, FolderIcon } from './product-icons';

type Props = { tree: CategoryNode[] | null; path: string[]; shown: ReactNode; locale: Locale; onChoose: (path: string[]) => void };

export default function CategoryPopover({ tree, path, shown, locale, onChoose }: Props) {
  const { t } = useTranslation('products-list');
  return (
    <Popover className="relative">
      <PopoverButton className={pillClass(path.length > 0)} disabled={!tree}>
        <FilterPillFace icon={<FolderIcon />} label={t('filters.category')} shown={shown} chevron={false} />
      </PopoverButton>
      <PopoverPanel anchor="bottom start" className="z-50 w-72 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        {tree && <DrillDown tree={tree} initial={path} locale={locale} onChoose={onChoose} />}
      </PopoverPanel>
    </Popover>
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
            <span className="text-xs text-slate-500">{numberFormat(intlLocale(locale)).format(node.childrenCount)}</span>
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
