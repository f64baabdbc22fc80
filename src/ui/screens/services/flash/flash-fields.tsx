// The flash dialog's steps as fields: the discount (type, percent or fixed amount), the dates (start
// and days, the full days named) and the review (sale price, dates, amount). Each reads the machine's
// context and sends its events; none holds flow state.
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../../domain/calendar';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatPercent } from '../../../../domain/numbers';
import {
  datesProblem, discountProblem, durationDays, fixedFils, fullDaysChosen, PERCENT_CHOICES, salePrice,
} from '../../../../machines/flash-dialog/flash-dialog.draft';
import { usesFlashCredit, type FlashDialogContext, type FlashDialogEvent } from '../../../../machines/flash-dialog/flash-dialog.machine';
import { IncludedInPlan } from '../parts/IncludedInPlan';
import { PriceLines } from '../parts/PriceLines';
import { ReviewRow } from '../parts/ReviewRow';
import { DatePicker } from '../../../kit/DatePicker';
import { NumberField } from '../../../kit/NumberField';
import { Select } from '../../../kit/Select';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';

type FieldsProps = { context: FlashDialogContext; send: (event: FlashDialogEvent) => void };

const calendarIcon = (
  <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true">
    <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1zm10 7H4v7h12V9z" />
  </svg>
);

/** The product being put on sale, with its price. */
export function ProductSummary({ context }: { context: FlashDialogContext }) {
  const { t, i18n } = useTranslation('services-flash');
  if (!context.product) return null;
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <UserText text={context.product.name} className="font-medium text-slate-900" />
      <span className="shrink-0 text-slate-600">{t('price')}: {formatKwd(context.product.price, i18n.language)}</span>
    </div>
  );
}

export function DiscountFields({ context, send }: FieldsProps) {
  const { t, i18n } = useTranslation('services-flash');
  const messageText = useMessageText();
  const locale = i18n.language;
  const { draft, reading, product } = context;
  const problem = context.showErrors && product ? messageText(discountProblem(draft, reading, product.price)) : null;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('discount-type')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['percent', 'fixed'] as const).map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 has-checked:bg-teal-50 has-checked:ring-2 has-checked:ring-teal-600">
              <input
                type="radio"
                name="discount-type"
                value={type}
                checked={draft.discountType === type}
                onChange={() => send({ type: 'DISCOUNT_TYPE_CHOSEN', discountType: type })}
                className="accent-teal-700"
              />
              {t(type === 'percent' ? 'discount-percent' : 'discount-fixed')}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.discountType === 'percent' && reading === 'four-steps' && (
        <Select
          label={t('percent')}
          required
          value={draft.percent === null ? '' : String(draft.percent)}
          placeholder={t('percent-choose')}
          options={PERCENT_CHOICES.map((p) => ({ value: String(p), label: t('percent-option', { percent: formatPercent(p / 100, locale) }) }))}
          onChange={(value) => send({ type: 'PERCENT_CHANGED', percent: Number(value) })}
          error={problem}
        />
      )}
      {draft.discountType === 'percent' && reading === 'three-steps' && (
        <NumberField
          label={t('percent')}
          required
          maxLength={3}
          value={draft.percent}
          onChange={(percent) => send({ type: 'PERCENT_CHANGED', percent })}
          hint={t('percent-hint')}
          error={problem}
        />
      )}
      {draft.discountType === 'fixed' && (
        <NumberField
          label={t('fixed')}
          required
          decimals={3}
          value={draft.fixedText}
          onChange={(_, text) => send({ type: 'FIXED_CHANGED', text })}
          hint={product ? t('fixed-hint', { price: formatKwd(product.price, locale) }) : undefined}
          error={problem}
        />
      )}
    </div>
  );
}

export function DateFields({ context, send }: FieldsProps) {
  const { t, i18n } = useTranslation('services-flash');
  const messageText = useMessageText();
  const locale = i18n.language;
  const { draft } = context;
  const problem = context.showErrors ? messageText(datesProblem(draft, context.today, context.fullDays)) : null;
  const days = durationDays(draft.durationText);
  const full = fullDaysChosen(draft, context.fullDays);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700">{t('start-date')}<span className="ms-0.5 text-rose-600" aria-hidden="true">*</span></span>
        <div className="flex">
          <DatePicker label={t('start-date')} value={draft.startDate} min={context.today} onChange={(date) => send({ type: 'START_DATE_CHOSEN', date })} icon={calendarIcon} />
        </div>
      </div>
      <NumberField
        label={t('duration')}
        required
        maxLength={3}
        value={draft.durationText}
        onChange={(_, text) => send({ type: 'DURATION_CHANGED', text })}
        hint={draft.startDate && days !== null && days >= 1 ? t('ends-on', { date: formatDay(addDays(draft.startDate, days - 1), locale) }) : undefined}
      />
      {full.length > 0 && (
        <p className="text-sm text-amber-800">{t('full-days-note', { days: full.map((d) => formatDay(d, locale)).join(locale === 'ar' ? '، ' : ', ') })}</p>
      )}
      {problem && <p role="alert" className="text-sm text-rose-700">{problem}</p>}
    </div>
  );
}

/** The sale as it will run: the product's price struck, the sale price, the dates and the amount. */
export function FlashReview({ context }: { context: FlashDialogContext }) {
  const { t, i18n } = useTranslation('services-flash');
  const locale = i18n.language;
  const { draft, product, item, perDay } = context;
  if (!product) return null;
  const sale = salePrice(draft, context.reading, product.price);
  const days = durationDays(draft.durationText) ?? 0;
  const discount = draft.discountType === 'percent'
    ? formatPercent((draft.percent ?? 0) / 100, locale)
    : formatKwd(fixedFils(draft.fixedText) ?? 0, locale);
  // Paid with an included credit: no amount, the review says so instead.
  const free = !item && usesFlashCredit(context);
  const amount = free ? null : item ? item.amount : perDay !== null ? perDay * days : null;
  return (
    <div className="flex flex-col gap-3">
      {item && <p className="text-sm text-slate-700">{t('booked')}</p>}
      <dl className="divide-y divide-slate-100 rounded-xl px-4 ring-1 ring-slate-200">
        <ReviewRow label={t('product')}><UserText text={product.name} className="font-medium" /></ReviewRow>
        <ReviewRow label={t('discount')}><span className="font-medium">{discount}</span></ReviewRow>
        <ReviewRow label={t('sale-price')}>
          <span className="flex items-baseline gap-2">
            <span className="sr-only">{t('was')}</span>
            <s className="text-slate-500">{formatKwd(product.price, locale)}</s>
            <span data-testid="flash-sale-price" className="text-base font-semibold text-teal-800">{sale === null ? '' : formatKwd(sale, locale)}</span>
          </span>
        </ReviewRow>
        <ReviewRow label={t('dates')}>
          {t('from-to', { from: formatDay(draft.startDate, locale), to: formatDay(addDays(draft.startDate, Math.max(0, days - 1)), locale) })}{t('separator')}{t('days-count', { count: days })}
        </ReviewRow>
      </dl>
      {amount !== null && <FlashPrice perDay={item ? null : perDay} days={days} amount={amount} />}
      {free && <IncludedInPlan credits={context.credits} />}
    </div>
  );
}

/** The §9 flash price as every review writes it: per day × days, and the amount (the booked one's, once in the cart). */
export function FlashPrice({ perDay, days, amount }: { perDay: number | null; days: number; amount: number }) {
  const { t } = useTranslation('services-flash');
  return (
    <PriceLines
      lines={perDay !== null ? [{ label: t('price-per-day'), times: days, amount: perDay * days }] : []}
      total={amount}
      totalLabel={t('amount')}
      testId="flash-amount"
    />
  );
}
