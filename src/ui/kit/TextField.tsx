import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { FieldLabel } from './FieldLabel';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  start?: ReactNode;
  end?: ReactNode;
  optional?: string;
  ref?: Ref<HTMLInputElement>;
  /** The box runs in the Latin direction as one piece (a phone number after its '+965'): on Arabic screens too, prefix and value stay side by side. */
  ltrRow?: boolean;
};

export function TextField({ label, error, hint, start, end, optional, className, id, required, ltrRow, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={inputId} required={required} optional={optional}>{label}</FieldLabel>
      <div
        dir={ltrRow ? 'ltr' : undefined}
        className={cx(
          'flex items-center gap-2 rounded-lg bg-white px-3 ring-1 ring-inset transition focus-within:ring-2',
          error ? 'ring-rose-400 focus-within:ring-rose-500' : 'ring-slate-300 focus-within:ring-teal-600',
          input.disabled && 'bg-slate-100',
        )}
      >
        {start}
        <input
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-0 min-w-0 flex-1 bg-transparent py-2.5 text-sm text-slate-900 outline-none placeholder:text-slate-400 disabled:cursor-not-allowed"
          {...input}
        />
        {end}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-rose-600">{error}</p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">{hint}</p>
      ) : null}
    </div>
  );
}
