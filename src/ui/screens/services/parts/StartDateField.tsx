// A service's start date: a field that opens the month grid in the page's language and digits; days
// before today cannot be chosen (§5: today or later).
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { cx } from '../../../kit/cx';
import { DateCalendar } from '../../../kit/DateCalendar';

export function StartDateField({ label, value, today, placeholder, error, onChange }: {
  label: string; value: string; today: string; placeholder: string; error?: string | null; onChange: (day: string) => void;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const shown = value ? formatDay(value, i18n.language) : placeholder;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">{label}<span className="ms-0.5 text-rose-600" aria-hidden="true">*</span></span>
      <Popover className="relative">
        <PopoverButton
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(
            'flex w-full items-center justify-between gap-2 rounded-lg bg-white px-3 py-2.5 text-start text-sm ring-1 ring-inset focus:outline-none focus-visible:ring-2',
            error ? 'ring-rose-400 focus-visible:ring-rose-500' : 'ring-slate-300 focus-visible:ring-teal-600',
          )}
        >
          <span id={`${id}-value`} className={value ? 'text-slate-900' : 'text-slate-500'}>{shown}</span>
          <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></svg>
        </PopoverButton>
        <PopoverPanel anchor="bottom start" className="z-50 rounded-xl bg-white shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
          {({ close }) => (
            <DateCalendar value={value} initialDay={today} isDisabled={(day) => day < today} onChoose={(day) => { onChange(day); close(); }} />
          )}
        </PopoverPanel>
      </Popover>
      {error && <p id={`${id}-error`} className="text-sm text-rose-700">{error}</p>}
    </div>
  );
}
