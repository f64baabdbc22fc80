import type { ReactNode } from 'react';
import { FILTER_BAR_ATTRIBUTE } from './ResetFiltersButton';

/** The list screen layout: title and primary actions, a filters bar, then the table. */
export function ListPage({ title, subtitle, actions, filters, filtersLabel, children }: {
  title: string; subtitle?: ReactNode; actions?: ReactNode; filters?: ReactNode; filtersLabel?: string; children: ReactNode;
}) {
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {filters && <div role="group" aria-label={filtersLabel} {...{ [FILTER_BAR_ATTRIBUTE]: '' }} className="flex flex-wrap items-center gap-2">{filters}</div>}
      {children}
    </section>
  );
}
