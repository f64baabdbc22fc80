// A compact filter of a list page: a pill button showing "Label: value" and a listbox under it.
// Single choice, or several with `multiple` (the value is then an array). The listbox's code
// (FilterListbox) loads after the screen's first render; until then the pill shows as it will look,
// inert and hidden from assistive technology, so a list screen paints without waiting for it.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FilterPillStandIn } from './filter-pill';

export type FilterOption<V> = { value: V; label: ReactNode };

type Common<V> = { label: string; shown: ReactNode; options: ReadonlyArray<FilterOption<V>>; active?: boolean; disabled?: boolean; icon?: ReactNode };
export type FilterSelectProps<V> = Common<V> & ({ multiple?: false; value: V; onChange: (value: V) => void } | { multiple: true; value: V[]; onChange: (value: V[]) => void });

// (lazy() cannot keep the component's type parameter: the props are checked at FilterSelect's call.)
const FilterListbox = lazy(() => import('./FilterListbox')) as unknown as ComponentType<FilterSelectProps<string | number>>;

export function FilterSelect<V extends string | number>(props: FilterSelectProps<V>) {
  const { label, shown, active = false, disabled, icon } = props;
  return (
    <Suspense fallback={<FilterPillStandIn label={label} shown={shown} icon={icon} active={active} disabled={disabled} />}>
      <FilterListbox {...(props as unknown as FilterSelectProps<string | number>)} />
    </Suspense>
  );
}
