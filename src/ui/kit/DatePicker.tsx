// A day filter in the locale (the native date input wrote 'mm/dd/yyyy' in Arabic): a pill like the
// other filters, opening a month grid in the page's language and digits. The grid and its Temporal
// polyfill load the first time it opens, so the list screens do not carry them.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../domain/dates';
import { pillClass } from './filter-pill';
import { Spinner } from './Spinner';

const DateCalendar = lazy(() => import('./DateCalendar').then((m) => ({ default: m.DateCalendar })));

/** `min`: the first day that can be chosen (earlier days are greyed out and refused; the grid opens there when empty). */
type Props = { label: string; value: string; onChange: (day: string) => void; icon?: ReactNode; min?: string };

export function DatePicker({ label, value, onChange, icon, min }: Props) {
  const { t, i18n } = useTranslation('data-table');
  const shown = value ? formatDay(value, i18n.language) : t('date-picker.any');
  return (
    <Popover className="relative">
      <PopoverButton className={pillClass(value !== '')} aria-label={`${label}: ${shown}`}>
        {icon}
        <span className="text-slate-500">{label}:</span>
        <span className="truncate font-medium">{shown}</span>
      </PopoverButton>
      <PopoverPanel anchor="bottom start" className="z-50 rounded-xl bg-white shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        {({ close }) => (
          <>
            <Suspense fallback={<div className="flex h-72 w-72 items-center justify-center"><Spinner /></div>}>
              <DateCalendar value={value} initialDay={min} isDisabled={min ? (day) => day < min : undefined} onChoose={(day) => { onChange(day); close(); }} />
            </Suspense>
            {value && (
              <div className="border-t border-slate-100 px-3 py-2 text-end">
                <button type="button" className="text-sm font-medium text-teal-700 hover:underline" onClick={() => { onChange(''); close(); }}>
                  {t('date-picker.clear')}
                </button>
              </div>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
