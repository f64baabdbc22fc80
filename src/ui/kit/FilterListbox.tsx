// FilterSelect's listbox (Headless UI's listbox and its anchoring), a chunk of its own that the list
// screens do not wait for: FilterSelect shows the pill's face until it is here.
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { FilterPillFace, pillClass } from './filter-pill';
import type { FilterSelectProps } from './FilterSelect';
import { openOnEnter } from './open-on-enter';

export default function FilterListbox<V extends string | number>(props: FilterSelectProps<V>) {
  const { label, shown, options, active = false, disabled, icon } = props;
  return (
    <Listbox value={props.value as never} onChange={props.onChange as never} multiple={props.multiple} disabled={disabled}>
      {/* Named by what it shows ("Status: Active"): an aria-label would hide the value from speech input. */}
      <ListboxButton className={pillClass(active)} onKeyDown={openOnEnter}>
        <FilterPillFace label={label} shown={shown} icon={icon} />
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
