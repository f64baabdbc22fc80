// One card of the overview: a titled panel with an optional "view all" link, and the loading,
// failed-with-retry and empty states every card shares.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';

type Props = {
  id: string;
  title: string;
  /** Where "View all" leads; absent: no link. */
  more?: string;
  className?: string;
  children: ReactNode;
};

export function OverviewCard({ id, title, more, className, children }: Props) {
  // A card below the fold is laid out when it nears the screen, not in the first layout of the page
  // (on a phone only the figures and the table's first rows show); its last size is kept meanwhile.
  return (
    <section
      aria-labelledby={id}
      className={cx('flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]', className)}
    >
      <CardHeading id={id} title={title} more={more} />
      {children}
    </section>
  );
}

/** A card's title and its "View all" link. */
export function CardHeading({ id, title, more }: { id: string; title: string; more?: string }) {
  const { t } = useTranslation('overview');
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold text-slate-900">{title}</h2>
      {more && (
        <Link href={more} className="rounded text-sm font-semibold text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700">
          {t('view-all')}<span className="sr-only">: {title}</span>
        </Link>
      )}
    </div>
  );
}

/** Placeholder lines while a card loads (announced busy, not read out). */
export function CardSkeleton({ lines }: { lines: number }) {
  return (
    // One pulse for the card's lines (an animation per bar costs a style pass per bar on the first frame).
    <div aria-busy="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none" data-testid="card-loading">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="flex items-center gap-3" aria-hidden="true">
          <div className="size-10 shrink-0 rounded-lg bg-slate-200" />
          <div className="h-3 flex-1 rounded bg-slate-200" style={{ maxWidth: `${60 + ((i * 17) % 35)}%` }} />
        </div>
      ))}
    </div>
  );
}

/** A card's failure: what went wrong and a retry of this card alone. */
export function CardFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('overview');
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-inset ring-rose-200">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

/** A card with nothing to show says so. */
export function CardEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">{children}</p>;
}
