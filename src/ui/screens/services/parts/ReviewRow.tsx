// One line of a service dialog's review (a <dl> of what will be booked): the label beside its value
// from `sm` up, above it on a phone.
import type { ReactNode } from 'react';

export function ReviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-slate-500 sm:w-32">{label}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
