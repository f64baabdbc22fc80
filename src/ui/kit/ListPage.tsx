import type { ReactNode } from 'react';
import { FILTER_BAR_ATTRIBUTE } from './ResetFiltersButton';

/**
 * The list screen layout: title and primary actions, a filters bar, then the table. `headingLevel` 2
 * when the list is a section of another screen (the account screen's requests), under its h1.
 */
export function ListPage({ title, subtitle, actions, filters, filtersLabel, headingLevel = 1, children }: {
  title: string; subtitle?: ReactNode; actions?: ReactNode; filters?: ReactNode; filtersLabel?: string; headingLevel?: 1 | 2; children: ReactNode;
}) {
  const titleId = headingLevel === 1 ? 'screen-title' : 'list-title';
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {headingLevel === 1
            ? <h1 id={titleId} className="text-2xl font-bold text-slate-900">{title}</h1>
            : <h2 id={titleId} className="text-lg font-semibold text-slate-900">{title}</h2>}
          {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {filters && <div role="group" aria-label={filtersLabel} {...{ [FILTER_BAR_ATTRIBUTE]: '' }} className="flex flex-wrap items-center gap-2">{filters}</div>}
      {children}
    </section>
  );
}
