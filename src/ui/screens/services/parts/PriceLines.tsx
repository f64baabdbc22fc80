// The price of a service dialog's review (one convention everywhere): each line is
// what it is for, "× days" where it counts days, and its own total (never the unit price); then the
// sum. Display only: the amount charged is the server's, shown again on the payment page.
import { useTranslation } from 'react-i18next';
import { formatKwd } from '../../../../domain/money';
import { formatNumber } from '../../../../domain/numbers';

/** One line: its label, how many days it counts (if it does) and its total in fils. */
export type PriceLine = { label: string; times?: number; amount: number };

export function PriceLines({ lines, total, totalLabel, testId }: { lines: PriceLine[]; total: number; totalLabel: string; testId?: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-slate-600">
            {line.label}
            {line.times !== undefined && <> <span dir="ltr" className="text-slate-500">× {formatNumber(line.times, locale)}</span></>}
          </dt>
          <dd className="text-end tabular-nums text-slate-900">{formatKwd(line.amount, locale)}</dd>
        </div>
      ))}
      <div className="col-span-2 border-t border-slate-200" aria-hidden="true" />
      <dt className="font-semibold text-slate-900">{totalLabel}</dt>
      <dd className="text-end text-base font-bold tabular-nums text-slate-900" data-testid={testId}>{formatKwd(total, locale)}</dd>
    </dl>
  );
}
