// The month grid of DatePicker, loaded when the picker first opens (it carries the Temporal
// polyfill). Keyboard as in a date grid: arrows move a day or a week (left and right follow the
// reading direction), Page Up/Down a month, Home/End the week's edges, Enter or Space chooses.
// Optional: days that cannot be chosen (`isDisabled`: still reachable by keys, refused on choosing,
// with `dayNote` saying why), several chosen days (`chosen`: a multi-select grid, `onChoose`
// toggles), the month to open at (`initialDay`) and no focus on opening (`autoFocus={false}`, inline).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, FIRST_DAY, LAST_DAY, monthWeeks, sameMonth, todayInKuwait, weekEdge } from '../../domain/calendar';
import { intlLocale } from '../../domain/intl-locale';
import { formatNumber } from '../../domain/numbers';
import { cx } from './cx';
import { dateTimeFormat } from '../../domain/intl-formats';

type Props = {
  value: string;
  onChoose: (day: string) => void;
  /** Days that cannot be chosen (reserved, outside a range): faint (struck out when `dayNote` says why), refused when chosen. */
  isDisabled?: (day: string) => boolean;
  /** Why a day is disabled or marked, read after its date (e.g. 'Fully booked'). */
  dayNote?: (day: string) => string | null;
  /** Several chosen days (a multi-select grid); `value` is then only where the focus starts. */
  chosen?: ReadonlySet<string>;
  /** The day the grid opens at when `value` is empty (default: today). */
  initialDay?: string;
  /** Focus the day on opening (a popover); false for a grid inside a form. */
  autoFocus?: boolean;
};

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function DateCalendar({ value, onChoose, isDisabled, dayNote, chosen, initialDay, autoFocus = true }: Props) {
  const { t, i18n } = useTranslation('data-table');
  const locale = intlLocale(i18n.language);
  const today = todayInKuwait();
  const [focused, setFocused] = useState(value || initialDay || today);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // On opening, and after each keyboard move, the focused day has the focus.
  useEffect(() => {
    if (!autoFocus && !moved.current) return;
    // Without preventScroll the focus scrolls the page behind a dialog: the popover is focused before it is placed.
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({ preventScroll: true });
  }, [focused, autoFocus]);
  const isChosen = (day: string) => (chosen ? chosen.has(day) : day === value);

  const weeks = monthWeeks(focused);
  const monthTitle = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(focused));
  // Narrow names fit seven columns in any language (Arabic short names run into each other); the long one is the header's abbr.
  const weekday = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const fullDay = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const rtl = i18n.dir() === 'rtl';

  const onKey = (event: KeyboardEvent) => {
    const forward = rtl ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(focused, forward),
      ArrowLeft: () => addDays(focused, -forward),
      ArrowDown: () => addDays(focused, 7),
      ArrowUp: () => addDays(focused, -7),
      PageDown: () => addMonths(focused, 1),
      PageUp: () => addMonths(focused, -1),
      Home: () => weekEdge(focused, 0),
      End: () => weekEdge(focused, 6),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moved.current = true;
    setFocused(move());
  };

  const monthButton = (months: 1 | -1, label: string, edge: string) => (
    <button
      type="button"
      aria-label={label}
      disabled={sameMonth(focused, edge)}
      onClick={() => setFocused(addMonths(focused, months))}
      className="flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-40"
    >
      {/* The path points left: previous points to the start (left in English, right in Arabic), next to
          the end. One rotation class per button: two competing ones turned both arrows the same way in Arabic. */}
      <svg viewBox="0 0 20 20"
        className={cx('size-4', months > 0 ? 'ltr:rotate-180' : 'rtl:rotate-180')} fill="currentColor" aria-hidden="true"><path d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0z" /></svg>
    </button>
  );

  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between">
        {monthButton(-1, t('date-picker.previous-month'), FIRST_DAY)}
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">{monthTitle}</p>
        {monthButton(1, t('date-picker.next-month'), LAST_DAY)}
      </div>
      <table ref={grid} role="grid" aria-label={monthTitle} aria-multiselectable={chosen ? true : undefined} className="w-full table-fixed text-center text-sm" onKeyDown={onKey}>
        <thead>
          <tr>
            {weeks[0].map((_, i) => {
              const sample = addDays(weekEdge(focused, 0), i);
              return <th key={i} scope="col" abbr={dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(utc(sample))} className="pb-1 text-xs font-medium text-slate-500">{weekday.format(utc(sample))}</th>;
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                const off = day !== null && (isDisabled?.(day) ?? false);
                const on = day !== null && isChosen(day);
                const note = day && dayNote?.(day);
                return (
                  <td key={day ?? `blank-${i}`} role="gridcell" aria-selected={day ? on : undefined} className="p-0.5">
                    {day && (
                      <button
                        type="button"
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={note ? `${fullDay.format(utc(day))}, ${note}` : fullDay.format(utc(day))}
                        aria-current={day === today ? 'date' : undefined}
                        aria-disabled={off || undefined}
                        onClick={() => { setFocused(day); if (!off) onChoose(day); }}
                        className={cx(
                          'flex size-9 w-full items-center justify-center rounded-lg tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
                          on ? 'bg-teal-700 font-semibold text-white' : off ? 'cursor-not-allowed text-slate-300' : 'text-slate-800 hover:bg-teal-50',
                          // A day refused for a stated reason (booked) is struck out; one merely out of range is only faint.
                          off && note && !on && 'text-slate-500 line-through',
                          day === today && !on && !off && 'font-semibold text-teal-800 ring-1 ring-teal-300',
                        )}
                      >
                        {formatNumber(Number(day.slice(8)), i18n.language)}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
