import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Label, Field } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { openOnEnter } from './open-on-enter';

export type SelectOption<V extends string> = { value: V; label: ReactNode };

export function Select<V extends string>({ label, value, options, onChange, placeholder, error, required, disabled, name }: {
  label: string; value: V | '' | null; options: ReadonlyArray<SelectOption<V>>; onChange: (value: V) => void;
  placeholder?: string; error?: string | null; required?: boolean; disabled?: boolean; name?: string;
}) {
  const selected = options.find((o) => o.value === value);
  return (
    <Field className="flex flex-col gap-1.5" disabled={disabled}>
      <Label className="text-sm font-medium text-slate-700">
        {label}
        {required && <span className="ms-0.5 text-rose-600" aria-hidden="true">*</span>}
      </Label>
      <Listbox value={(value || null) as V | null} onChange={(v: V | null) => v && onChange(v)} name={name}>
        <ListboxButton
          onKeyDown={openOnEnter}
          aria-invalid={error ? true : undefined}
          className={cx(
            'flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-2.5 text-start text-sm ring-1 ring-inset focus:outline-none focus:ring-2',
            error ? 'ring-rose-400' : 'ring-slate-300 focus:ring-teal-600',
            disabled && 'cursor-not-allowed bg-slate-100 text-slate-400',
          )}
        >
          <span className={cx('truncate', !selected && 'text-slate-500')}>{selected ? selected.label : placeholder}</span>
          <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true"><path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.4l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06z" /></svg>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-50 max-h-64 w-(--button-width) overflow-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] focus:outline-none"
        >
          {options.map((o) => (
            <ListboxOption key={o.value} value={o.value} className="cursor-pointer rounded-md px-3 py-2 data-focus:bg-teal-50 data-selected:font-semibold data-selected:text-teal-800">
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {error && <p role="alert" className="text-xs text-rose-600">{error}</p>}
    </Field>
  );
}
