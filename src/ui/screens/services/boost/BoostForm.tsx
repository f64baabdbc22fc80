// Step 2 of the boost (§4): the start date, the number of days, and keepTop5 with the top-5 days
// chosen on a calendar of the boost's days, where fully booked days cannot be chosen.
import { Field, Label, Switch } from '@headlessui/react';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatNumber } from '../../../../domain/numbers';
import { boostDays, type boostDialogMachine, type BoostDialogEvent } from '../../../../machines/boost-dialog/boost-dialog.machine';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { DateCalendar } from '../../../kit/DateCalendar';
import { NumberField } from '../../../kit/NumberField';
import { Spinner } from '../../../kit/Spinner';
import { useMessageText } from '../../join/message-text';
import { ChosenProduct } from '../parts/ChosenProduct';
import { StartDateField } from '../parts/StartDateField';

type Snap = SnapshotFrom<typeof boostDialogMachine>;

export function BoostForm({ state, send }: { state: Snap; send: (event: BoostDialogEvent) => void }) {
  const { t, i18n } = useTranslation('services-boost');
  const messageText = useMessageText();
  const locale = i18n.language;
  const c = state.context;
  const days = boostDays(c.startDate, c.duration);
  const inRange = new Set(days);
  const reserved = new Set(c.reserved);
  const chosen = new Set(c.selectedDates);
  const dateProblem = c.error === 'services-boost.select-start-date' || c.error === 'services-boost.start-past';
  const durationProblem = c.error === 'validation.select-duration';

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {c.product && <ChosenProduct label={t('chosen-product')} name={c.product.name} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <StartDateField
          label={t('start-date')}
          value={c.startDate}
          today={c.today}
          placeholder={t('select-start-date')}
          error={dateProblem ? messageText(c.error) : messageText(c.fieldErrors.date)}
          onChange={(date) => send({ type: 'START_DATE_CHANGED', date })}
        />
        <NumberField
          label={t('duration')}
          required
          min={1}
          max={365}
          maxLength={3}
          value={c.duration}
          hint={t('duration-hint')}
          error={durationProblem ? messageText(c.error) : messageText(c.fieldErrors.days)}
          onChange={(days) => send({ type: 'DURATION_CHANGED', days })}
        />
      </div>
      <Field className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3">
        <div className="min-w-0">
          <Label className="text-sm font-semibold text-slate-900">{t('keep-top5')}</Label>
          <p className="text-sm text-slate-600">{t('keep-top5-hint', { price: formatKwd(c.prices?.inTop ?? 0, locale) })}</p>
        </div>
        <Switch
          checked={c.keepTop5}
          onChange={(on) => send({ type: 'KEEP_TOP5_TOGGLED', on })}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition data-checked:bg-teal-700 focus:outline-none data-focus:ring-2 data-focus:ring-teal-600 data-focus:ring-offset-2"
        >
          <span aria-hidden="true" className="size-5 translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-5.5 rtl:-translate-x-0.5 rtl:group-data-checked:-translate-x-5.5" />
        </Switch>
      </Field>
      {c.keepTop5 && (
        <section aria-labelledby="boost-top-dates" className="flex min-w-0 flex-col gap-2">
          <h3 id="boost-top-dates" className="text-sm font-semibold text-slate-900">{t('top-dates')}</h3>
          {days.length === 0 && <p className="text-sm text-slate-500">{t('range-first')}</p>}
          {state.matches({ fillingForm: 'loadingDates' }) && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600"><Spinner className="size-4 text-teal-700" />{t('loading-dates')}</p>
          )}
          {state.matches({ fillingForm: 'datesFailed' }) && (
            <Button variant="secondary" className="self-start" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
          )}
          {days.length > 0 && !state.matches({ fillingForm: 'loadingDates' }) && !state.matches({ fillingForm: 'datesFailed' }) && (
            <>
              <p className="text-sm text-slate-600">
                {t('top-dates-hint', { from: formatDay(days[0], locale), to: formatDay(days[days.length - 1], locale) })}
              </p>
              <div className="flex flex-wrap items-start gap-4">
                <div className="rounded-xl ring-1 ring-slate-200">
                  <DateCalendar
                    key={days[0]}
                    value=""
                    initialDay={days[0]}
                    autoFocus={false}
                    chosen={chosen}
                    isDisabled={(day) => !inRange.has(day) || reserved.has(day)}
                    dayNote={(day) => (reserved.has(day) && inRange.has(day) ? t('reserved') : null)}
                    onChoose={(date) => send({ type: 'TOP_DATE_TOGGLED', date })}
                  />
                </div>
                <ul className="flex flex-col gap-1.5 text-sm text-slate-600" aria-hidden="true">
                  <li className="flex items-center gap-2"><span className="size-3 rounded bg-teal-700" />{t('chosen')}</li>
                  <li className="flex items-center gap-2"><span className="w-3 text-center text-slate-500 line-through tabular-nums">{formatNumber(8, locale)}</span>{t('reserved')}</li>
                </ul>
              </div>
              <p className="text-sm font-medium text-slate-800" aria-live="polite" data-testid="boost-chosen-count">{t('chosen-count', { count: c.selectedDates.length })}</p>
            </>
          )}
          {c.fieldErrors.inTop && <p className="text-sm text-rose-700">{messageText(c.fieldErrors.inTop)}</p>}
        </section>
      )}
      {c.error && !dateProblem && !durationProblem && <Alert tone="error">{messageText(c.error)}</Alert>}
    </div>
  );
}
