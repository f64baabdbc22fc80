// Step 2 of the promo offer (§4, §5): its title, the start date (today or later) and the days, and
// 1–7 features — their number typed or a feature added; an 8th is refused with its message.
import { useTranslation } from 'react-i18next';
import { detailsProblems, PROMO_FEATURES_MAX, PROMO_TEXT } from '../../../../machines/promo-dialog/promo-dialog.rules';
import { formatNumber } from '../../../../domain/numbers';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { NumberField } from '../../../kit/NumberField';
import { useMessageText } from '../../join/message-text';
import { ChosenProduct } from '../parts/ChosenProduct';
import { StartDateField } from '../parts/StartDateField';
import type { PromoStepProps } from './promo-view';

export function PromoDetailsStep({ state, send }: PromoStepProps) {
  const { t, i18n } = useTranslation('services-promo');
  const messageText = useMessageText();
  const c = state.context;
  const problems = c.showErrors ? detailsProblems(c, c.today) : {};
  const blocked = c.notice === PROMO_TEXT.featuresMax;
  const number = (i: number) => formatNumber(i + 1, i18n.language);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {c.product && <ChosenProduct label={t('chosen-product')} name={c.product.name} />}
      <TextField label={t('name')} required value={c.name} maxLength={200} dir="auto" error={messageText(problems.name)}
        onChange={(e) => send({ type: 'NAME_CHANGED', value: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StartDateField label={t('start-date')} value={c.startDate} today={c.today} placeholder={t('select-start-date')}
          error={messageText(problems.startDate)} onChange={(day) => send({ type: 'START_DATE_CHOSEN', day })} />
        <NumberField label={t('duration')} required value={c.days} maxLength={3} hint={t('duration-hint')}
          error={messageText(problems.days)} onChange={(_, text) => send({ type: 'DAYS_CHANGED', value: text })} />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('features')}</legend>
        <NumberField label={t('feature-count')} required min={1} max={PROMO_FEATURES_MAX} className="sm:w-48"
          value={c.features.length === 0 ? '' : c.features.length} hint={t('feature-count-hint')} error={messageText(problems.features)}
          onChange={(_, text) => send({ type: 'FEATURE_COUNT_TYPED', value: text })} />
        {c.features.map((feature, i) => (
          <TextField
            // Features have no ids of their own: their place is their identity (removing one renumbers the rest).
            key={i}
            label={t('feature', { number: number(i) })}
            required
            value={feature}
            maxLength={200}
            dir="auto"
            error={messageText(problems[`feature-${i}`])}
            onChange={(e) => send({ type: 'FEATURE_CHANGED', index: i, value: e.target.value })}
            end={(
              <button type="button" onClick={() => send({ type: 'FEATURE_REMOVED', index: i })} aria-label={t('feature-remove', { number: number(i) })}
                title={t('feature-remove', { number: number(i) })} className="-me-1.5 rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-rose-600">
                <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M6.3 5.2a.75.75 0 0 0-1.1 1.1L8.9 10l-3.7 3.7a.75.75 0 1 0 1.1 1.1l3.7-3.7 3.7 3.7a.75.75 0 1 0 1.1-1.1L11.1 10l3.7-3.7a.75.75 0 0 0-1.1-1.1L10 8.9z" /></svg>
              </button>
            )}
          />
        ))}
        <Button variant="secondary" className="self-start" onClick={() => send({ type: 'FEATURE_ADDED' })}>{t('feature-add')}</Button>
        {blocked && <p role="alert" className="text-sm text-rose-700" data-testid="promo-features-max">{messageText(c.notice)}</p>}
      </fieldset>
      {c.notice && !blocked && <Alert tone="error">{messageText(c.notice)}</Alert>}
    </div>
  );
}
