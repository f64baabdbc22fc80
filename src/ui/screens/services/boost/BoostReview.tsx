// Step 3 of the boost (§4): what will be booked and its §9 price (per day × days, plus the top-5
// days); the amount charged is the server's, shown again on the payment page.
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatNumber } from '../../../../domain/numbers';
import { usesCredit, type boostDialogMachine } from '../../../../machines/boost-dialog/boost-dialog.machine';
import { Alert } from '../../../kit/Alert';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import { IncludedInPlan } from '../parts/IncludedInPlan';
import { boostEnd, boostPriceView } from './boost.connect';

type Snap = SnapshotFrom<typeof boostDialogMachine>;

export function BoostReview({ state }: { state: Snap }) {
  const { t, i18n } = useTranslation('services-boost');
  const messageText = useMessageText();
  const locale = i18n.language;
  const c = state.context;
  const price = boostPriceView(c);
  const end = boostEnd(c.startDate, c.duration);
  const times = (n: number) => `× ${formatNumber(n, locale)}`;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {c.notice && <Alert tone="success">{messageText(c.notice)}</Alert>}
      {c.error && <Alert tone="error">{messageText(c.error)}</Alert>}
      {Object.values(c.fieldErrors).map((e) => <Alert key={e} tone="error">{messageText(e)}</Alert>)}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <Row term={t('review.product')}><UserText text={c.product?.name ?? ''} className="font-medium text-slate-900" /></Row>
        <Row term={t('review.start')}>{formatDay(c.startDate, locale)}</Row>
        {end && <Row term={t('review.end')}>{formatDay(end, locale)}</Row>}
        <Row term={t('review.days')}>{t('days', { count: c.duration ?? 0 })}</Row>
        <Row term={t('review.top-days')}>
          {c.keepTop5 && c.selectedDates.length > 0
            ? <ul className="flex flex-wrap justify-end gap-1.5">{c.selectedDates.map((d) => <li key={d} className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-800">{formatDay(d, locale)}</li>)}</ul>
            : t('none')}
        </Row>
      </dl>
      {usesCredit(c) && <IncludedInPlan credits={c.prices!.credits} />}
      {price && !usesCredit(c) && (
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          <dt className="text-slate-600">{t('review.per-day')} <span dir="ltr" className="text-slate-500">{times(price.days)}</span></dt>
          <dd className="text-end tabular-nums text-slate-900">{formatKwd(price.perDay * price.days, locale)}</dd>
          {price.inTopDays > 0 && (
            <>
              <dt className="text-slate-600">{t('review.top-price')} <span dir="ltr" className="text-slate-500">{times(price.inTopDays)}</span></dt>
              <dd className="text-end tabular-nums text-slate-900">{formatKwd(price.inTopPrice * price.inTopDays, locale)}</dd>
            </>
          )}
          <div className="col-span-2 border-t border-slate-200" aria-hidden="true" />
          <dt className="font-semibold text-slate-900">{t('review.total')}</dt>
          <dd className="text-end text-base font-bold tabular-nums text-slate-900" data-testid="boost-total">{formatKwd(price.total, locale)}</dd>
        </dl>
      )}
      {!usesCredit(c) && <p className="text-xs text-slate-500">{t('review.note')}</p>}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-end text-slate-900">{children}</dd>
    </>
  );
}
