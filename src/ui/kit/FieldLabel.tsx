// The label of a form field, with the required star and the "(optional)" mark, for every kit input.
import type { ReactNode } from 'react';

export function FieldLabel({ htmlFor, required, optional, children }: { htmlFor: string; required?: boolean; optional?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
      {children}
      {required && <span className="ms-0.5 text-rose-600" aria-hidden="true">*</span>}
      {optional && <span className="ms-1 text-xs font-normal text-slate-500">({optional})</span>}
    </label>
  );
}
