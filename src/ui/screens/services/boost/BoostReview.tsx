// Step 3 of the boost (§4): what will be booked and its §9 price (per day × days, plus the top-5
// days); the amount charged is the server's, shown again on the payment page.
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { usesCredit, type boostDialogMachine } from '../../../../machines/boost-dialog/boost-dialog.machine';
import { Alert } from '../../../kit/Alert';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import { IncludedInPlan } from '../parts/IncludedInPlan';
import { PriceLines } from '../parts/PriceLines';
import { ReviewRow } from '../parts/ReviewRow';
import { boostEnd, boostPriceView } from './boost.connect';

type Snap = SnapshotFrom<typeof boostDialogMachine>;

export function BoostReview({ state }: { state: Snap }) {
  const { t, i18n } = useTranslation('services-boost');
  const messageText = useMessageText();
  const locale = i18n.language;
  const c = state.context;
  const price = boostPriceView(c);
  const end = boostEnd(c.startDate, c.duration);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {c.notice && <Alert tone="success">{messageText(c.notice)}</Alert>}
      {c.error && <Alert tone="error">{messageText(c.error)}</Alert>}
      {Object.values(c.fieldErrors).map((e) => <Alert key={e} tone="error">{messageText(e)}</Alert>)}
      <dl className="divide-y divide-slate-100 rounded-xl px-4 ring-1 ring-slate-200">
        <ReviewRow label={t('review.product')}><UserText text={c.product?.name ?? ''} className="font-medium text-slate-900" /></ReviewRow>
        <ReviewRow label={t('review.start')}>{formatDay(c.startDate, locale)}</ReviewRow>
        {end && <ReviewRow label={t('review.end')}>{formatDay(end, locale)}</ReviewRow>}
        <ReviewRow label={t('review.days')}>{t('days', { count: c.duration ?? 0 })}</ReviewRow>
        <ReviewRow label={t('review.top-days')}>
          {c.keepTop5 && c.selectedDates.length > 0
            ? <ul className="flex flex-wrap gap-1.5">{c.selectedDates.map((d) => <li key={d} className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-800">{formatDay(d, locale)}</li>)}</ul>
            : t('none')}
        </ReviewRow>
      </dl>
      {usesCredit(c) && <IncludedInPlan credits={c.prices!.credits} />}
      {price && !usesCredit(c) && (
        <PriceLines
          lines={[
            { label: t('review.per-day'), times: price.days, amount: price.perDay * price.days },
            ...(price.inTopDays > 0 ? [{ label: t('review.top-price'), times: price.inTopDays, amount: price.inTopPrice * price.inTopDays }] : []),
          ]}
          total={price.total}
          totalLabel={t('review.total')}
          testId="boost-total"
        />
      )}
      {!usesCredit(c) && <p className="text-xs text-slate-500">{t('review.note')}</p>}
    </div>
  );
}

