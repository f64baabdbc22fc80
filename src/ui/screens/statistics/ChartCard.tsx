// One chart's card: its title, then loading, its failure with a retry, 'nothing this period', or the
// chart; every chart has its figures as a table, read by screen readers always and shown (to read or copy)
// by 'Show as table'.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';
import { ChartTable, type ChartTableData } from './ChartTable';

export type ChartStatus = 'loading' | 'failed' | 'empty' | 'shown';

type Props = {
  title: string;
  subtitle?: string;
  status: ChartStatus;
  error?: string | null;
  emptyText: string;
  onRetry: () => void;
  table: ChartTableData | null | undefined;
  testId: string;
  className?: string;
  children?: ReactNode;
  actions?: ReactNode;
  /**
   * The least height of the loading, failed and empty states: about the shown chart's with its table
   * toggle, so that the cards below stay where they are when the figures arrive (no layout shift).
   */
  reserve?: string;
};

export function ChartCard({ title, subtitle, status, error, emptyText, onRetry, table, testId, className, children, actions, reserve = 'min-h-40' }: Props) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} data-testid={testId} data-status={status}
      className={cx('flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">{title}</h2>
          {subtitle && <p className="text-xs text-slate-500">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {status === 'loading' && <div className={cx('flex items-center justify-center text-slate-500', reserve)} aria-busy="true"><Spinner /><span className="sr-only">{t('loading')}</span></div>}
      {status === 'failed' && (
        <div role="alert" className={cx('flex flex-col items-center justify-center gap-3 text-center', reserve)}>
          <p className="text-sm text-rose-700">{error}</p>
          <Button variant="secondary" onClick={onRetry}>{t('retry')}</Button>
        </div>
      )}
      {status === 'empty' && <p className={cx('flex items-center justify-center text-center text-sm text-slate-500', reserve)} data-testid="chart-empty">{emptyText}</p>}
      {status === 'shown' && children}
      {status === 'shown' && table && (
        <>
          <div>
            <Button variant="link" className="text-xs" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
              {t(tableShown ? 'table.hide' : 'table.show')}
            </Button>
          </div>
          <div id={`${id}-table`} className={cx(tableShown ? 'overflow-x-auto' : 'sr-only')}>
            <ChartTable data={table} />
          </div>
        </>
      )}
    </section>
  );
}
