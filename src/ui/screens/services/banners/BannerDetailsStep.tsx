// Step 1: title, start date and days (the calendar of those days asked at once), contact; the
// double banner's layout; the sliding banner's days to keep in the top 5 (a month grid of the
// calendar of the booking's days, several chosen; full ones refused).
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { BANNER_LAYOUTS } from '../../../../machines/banner-dialog/banner-draft';
import { Alert } from '../../../kit/Alert';
import { cx } from '../../../kit/cx';
import { DateCalendar } from '../../../kit/DateCalendar';
import { DatePicker } from '../../../kit/DatePicker';
import { FieldLabel } from '../../../kit/FieldLabel';
import { cleanNumberText, NumberField } from '../../../kit/NumberField';
import { Spinner } from '../../../kit/Spinner';
import { TextField } from '../../../kit/TextField';
import { LtrText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import type { BannerStepProps } from './banner-view';

export function BannerDetailsStep({ state, send }: BannerStepProps) {
  const { t, i18n } = useTranslation('services-banners');
  const messageText = useMessageText();
  const locale = i18n.language;
  const { draft, problems, kind, prices, days, daysError } = state.context;
  const loadingDays = state.matches({ fillingDetails: 'loadingDays' });
  const perDay = prices ? (kind === 'premium' ? prices.premiumBannerPrice : kind === 'sliding' ? prices.slidingBannerPrice : prices.doubleBannerPrice) : null;
  const full = days.filter((d) => d.reserved);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const addOn = (layout: (typeof BANNER_LAYOUTS)[number]) => !prices ? 0
    : layout === 'vertical' ? prices.verticalBannerPrice : layout === 'horizontal' ? prices.horizontalBannerPrice : prices.verticalBannerPrice + prices.horizontalBannerPrice;

  return (
    <div className="flex flex-col gap-4">
      {perDay !== null && <p className="text-sm font-medium text-teal-800" data-testid="banner-per-day">{t('per-day', { price: formatKwd(perDay, locale) })}</p>}
      <TextField label={t('banner-title')} optional={t('optional')} value={draft.title} maxLength={200} dir="auto"
        onChange={(e) => send({ type: 'TITLE_CHANGED', title: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <FieldLabel htmlFor="banner-start" required>{t('start-date')}</FieldLabel>
          <div id="banner-start" className="flex">
            <DatePicker label={t('start-date')} value={draft.startDate} min={state.context.today} onChange={(date) => send({ type: 'START_DATE_CHANGED', date })} />
          </div>
          {problems.startDate && <p role="alert" className="text-xs text-rose-600">{messageText(problems.startDate)}</p>}
        </div>
        <NumberField label={t('duration')} required value={draft.duration} maxLength={3} hint={t('duration-hint')}
          error={messageText(problems.duration)} onChange={(_, duration) => send({ type: 'DURATION_CHANGED', duration })} />
        <TextField label={t('email')} required type="email" dir="ltr" autoComplete="email" value={draft.email} maxLength={254}
          error={messageText(problems.email)} onChange={(e) => send({ type: 'EMAIL_CHANGED', email: e.target.value })} />
        <TextField label={t('whatsapp')} required inputMode="numeric" dir="ltr" ltrRow value={draft.whatsappNumber} maxLength={8} hint={t('whatsapp-hint')}
          start={<LtrText className="text-sm text-slate-500">+965</LtrText>}
          error={messageText(problems.whatsappNumber)} onChange={(e) => send({ type: 'WHATSAPP_CHANGED', whatsappNumber: cleanNumberText(e.target.value) })} />
      </div>

      {kind === 'double' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('layout')} <span aria-hidden="true" className="text-rose-600">*</span></legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {BANNER_LAYOUTS.map((layout) => (
              <label key={layout} className={cx('flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1', draft.layout === layout ? 'bg-teal-50 ring-2 ring-teal-700' : 'ring-slate-300')}>
                <input type="radio" name="banner-layout" className="mt-0.5 accent-teal-700" checked={draft.layout === layout}
                  onChange={() => send({ type: 'LAYOUT_CHOSEN', layout })} />
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-slate-900">{t(`layout-${layout}`)}</span>
                  <span className="text-xs text-slate-500">{t(`layout-${layout}-hint`, { price: formatKwd(addOn(layout), locale) })}</span>
                </span>
              </label>
            ))}
          </div>
          {problems.layout && <p role="alert" className="text-xs text-rose-600">{messageText(problems.layout)}</p>}
        </fieldset>
      )}

      {loadingDays && <p className="flex items-center gap-2 text-sm text-slate-500" aria-live="polite"><Spinner className="size-4" />{t('days-loading')}</p>}
      {daysError && <Alert tone="warning">{messageText(daysError)}</Alert>}
      {!loadingDays && full.length > 0 && (
        <Alert tone="warning">{t('booked-days', { days: full.map((d) => formatDay(d.date, locale)).join(locale === 'ar' ? '، ' : ', ') })}</Alert>
      )}

      {kind === 'sliding' && !loadingDays && days.length > 0 && prices && (
        <section aria-labelledby="banner-top-days" className="flex flex-col gap-2">
          <h3 id="banner-top-days" className="text-sm font-medium text-slate-700">{t('top-days')}</h3>
          <p className="text-xs text-slate-500">{t('top-days-hint', { price: formatKwd(prices.keepTop5slidingPrice, locale) })}</p>
          <div className="self-start rounded-xl ring-1 ring-slate-200" data-testid="banner-top-days">
            <DateCalendar
              key={days[0].date}
              value=""
              initialDay={days[0].date}
              autoFocus={false}
              chosen={new Set(draft.topDates)}
              isDisabled={(day) => !byDay.has(day) || byDay.get(day)!.reserved || byDay.get(day)!.topReserved}
              dayNote={(day) => { const d = byDay.get(day); return d?.reserved ? t('day-full') : d?.topReserved ? t('top-full') : null; }}
              onChoose={(date) => send({ type: 'TOP_DAY_TOGGLED', date })}
            />
          </div>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="banner-top-count">{t('top-count', { count: draft.topDates.length })}</p>
          {problems.topDates && <p role="alert" className="text-xs text-rose-600">{messageText(problems.topDates)}</p>}
        </section>
      )}
    </div>
  );
}
