import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../domain/intl-formats';
import { intlLocale } from '../../domain/intl-locale';
import { cx } from './cx';
import { FieldLabel } from './FieldLabel';

/** A multi-line TextField: same label, error and optional marks; shows a count when maxLength is set. */
export function TextArea({ label, error, optional, className, id, required, maxLength, value, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string; error?: string | null; optional?: string; value: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // The count in the language's digits (Arabic-Indic in Arabic), like every other number on screen.
  const { i18n } = useTranslation();
  const n = (value: number) => numberFormat(intlLocale(i18n.language), { useGrouping: false }).format(value);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={inputId} required={required} optional={optional}>{label}</FieldLabel>
      <textarea
        id={inputId}
        required={required}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cx(
          'min-h-24 resize-y rounded-lg bg-white px-3 py-2.5 text-sm text-slate-900 ring-1 ring-inset outline-none transition placeholder:text-slate-400 focus:ring-2',
          error ? 'ring-rose-400 focus:ring-rose-500' : 'ring-slate-300 focus:ring-teal-600',
        )}
        {...rest}
      />
      <div className="flex justify-between gap-2 text-xs">
        {error ? <p id={`${inputId}-error`} role="alert" className="text-rose-600">{error}</p> : <span />}
        {maxLength !== undefined && <span className="text-slate-500 tabular-nums" aria-hidden="true">{n(value.length)}/{n(maxLength)}</span>}
      </div>
    </div>
  );
}
