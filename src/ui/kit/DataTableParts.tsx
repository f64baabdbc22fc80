// The states around a DataTable's rows: skeleton, loading more, failed page with retry, end of list.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function SkeletonRows({ count, rowHeight, gridTemplateColumns, columns }: { count: number; rowHeight: number; gridTemplateColumns: string; columns: number }) {
  return (
    // One pulse for the whole group: an animation per bar cost the first frame a style pass per bar.
    <div aria-hidden="true" data-testid="table-skeleton" className="animate-pulse motion-reduce:animate-none">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid items-center gap-2 border-b border-slate-100 px-3" style={{ gridTemplateColumns, height: rowHeight }}>
          {Array.from({ length: columns }, (__, j) => (
            <div key={j} className="h-3 rounded bg-slate-200" style={{ width: `${50 + ((i * 7 + j * 13) % 45)}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

// Memoised, like EndOfList: the table renders on every scroll frame, these never change with it.
export const LoadingMore = memo(function LoadingMore() {
  const { t } = useTranslation('data-table');
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-slate-500">
      <Spinner className="size-4 text-teal-700" />
      {t('loading-more')}
    </div>
  );
});

export function PageFailed({ message, onRetry, large }: { message: string; onRetry: () => void; large?: boolean }) {
  const { t } = useTranslation('data-table');
  return (
    <div role="alert" className={large ? 'flex flex-col items-center gap-3 px-6 py-16 text-center' : 'flex items-center justify-center gap-3 py-4 text-sm'}>
      <svg viewBox="0 0 24 24" className={large ? 'size-10 text-rose-400' : 'size-5 text-rose-500'} fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={large ? 'text-base font-semibold text-slate-900' : 'text-slate-700'}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

export const EndOfList = memo(function EndOfList() {
  const { t } = useTranslation('data-table');
  return <p className="py-4 text-center text-xs text-slate-500">{t('end')}</p>;
});
