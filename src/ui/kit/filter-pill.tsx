// The pill of a list page's filters (FilterSelect, the category filter, the date filter): its look and face.
import type { ReactNode } from 'react';
import { cx } from './cx';

export const pillClass = (active: boolean) =>
  cx(
    'inline-flex h-9 max-w-full items-center gap-1.5 rounded-full px-3.5 text-sm ring-1 ring-inset transition focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
    'disabled:cursor-not-allowed disabled:opacity-60',
    active ? 'bg-teal-50 text-teal-900 ring-teal-300' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
  );

/** What a filter pill shows: its icon, "Label:", the value and (for a list) a chevron. */
export function FilterPillFace({ label, shown, icon, chevron = true }: { label: string; shown: ReactNode; icon?: ReactNode; chevron?: boolean }) {
  return (
    <>
      {icon}
      <span className="text-slate-500">{label}:</span>
      <span className="truncate font-medium">{shown}</span>
      {chevron && <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true"><path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.4l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06z" /></svg>}
    </>
  );
}

/** A pill as it will look, inert and hidden from assistive technology, while its control's code loads. */
export function FilterPillStandIn({ active, disabled = false, ...face }: Parameters<typeof FilterPillFace>[0] & { active: boolean; disabled?: boolean }) {
  return <span aria-hidden="true" className={cx(pillClass(active), disabled && 'opacity-60')}><FilterPillFace {...face} /></span>;
}
