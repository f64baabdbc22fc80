// A compact filter of a list page: a pill button showing "Label: value" and a listbox under it.
// Single choice, or several with `multiple` (the value is then an array).
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { openOnEnter } from './open-on-enter';

export type FilterOption<V> = { value: V; label: ReactNode };

type Common<V> = { label: string; shown: ReactNode; options: ReadonlyArray<FilterOption<V>>; active?: boolean; disabled?: boolean; icon?: ReactNode };
type Props<V> = Common<V> & ({ multiple?: false; value: V; onChange: (value: V) => void } | { multiple: true; value: V[]; onChange: (value: V[]) => void });

export const pillClass = (active: boolean) =>
  cx(
    'inline-flex h-9 max-w-full items-center gap-1.5 rounded-full px-3.5 text-sm ring-1 ring-inset transition focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
    'disabled:cursor-not-allowed disabled:opacity-60',
    active ? 'bg-teal-50 text-teal-900 ring-teal-300' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
  );

export function FilterSelect<V extends string | number>(props: Props<V>) {
  const { label, shown, options, active = false, disabled, icon } = props;
  return (
    <Listbox value={props.value as never} onChange={props.onChange as never} multiple={props.multiple} disabled={disabled}>
      {/* Named by what it shows ("Status: Active"): an aria-label would hide the value from speech input. */}
      <ListboxButton className={pillClass(active)} onKeyDown={openOnEnter}>
        {icon}
        <span className="text-slate-500">{label}:</span>
        <span className="truncate font-medium">{shown}</span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true"><path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.4l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06z" /></svg>
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className="z-50 max-h-72 min-w-(--button-width) overflow-auto rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        {options.map((o) => (
          <ListboxOption key={String(o.value)} value={o.value} className="group flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 data-focus:bg-teal-50 data-selected:font-semibold data-selected:text-teal-800">
            <svg viewBox="0 0 20 20" className="invisible size-4 shrink-0 group-data-selected:visible" fill="currentColor" aria-hidden="true"><path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" /></svg>
            {o.label}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
