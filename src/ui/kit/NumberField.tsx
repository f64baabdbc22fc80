// The one number input: accepts Latin, Arabic-Indic (٠–٩) and Persian (۰–۹) digits as typed or
// pasted, shows the value in the page's digits (Arabic screens: ٣, ١٢٫٥), and hands the caller the
// value as a number (and as Latin text, for the fields that keep what was typed); with `negative` a
// leading minus too. A text input with
// inputMode: a native number input refuses anything but Latin digits. With `min` and `max` it is a
// spinbutton (Arrow Up/Down step by one), as the number input it replaces was.
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../domain/numbers';
import { TextField, type TextFieldProps } from './TextField';

/** Any digit an Arabic or Persian keyboard types, and the Arabic decimal separator, in Latin. */
export function latinNumberText(typed: string): string {
  return typed
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٫,]/g, '.');
}

/** A minus typed first (ASCII, the minus sign, after the Arabic letter mark an Arabic keyboard may put before it). */
const LEADING_MINUS = /^[\s\u061c\u200e\u200f]*[-\u2212]/;

/**
 * What a number field keeps of what was typed: digits, and with decimals one dot and at most that many
 * after it; with `negative` a leading minus.
 */
export function cleanNumberText(typed: string, decimals = 0, negative = false): string {
  const latin = latinNumberText(typed);
  const sign = negative && LEADING_MINUS.test(latin) ? '-' : '';
  if (decimals === 0) return sign + latin.replace(/\D/g, '');
  const kept = latin.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return sign + kept;
  return `${sign}${kept.slice(0, dot) || '0'}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, decimals)}`;
}

/** Latin number text in the locale's digits (Arabic: Arabic-Indic digits and '٫'). */
export function shownNumberText(text: string, locale: string): string {
  const digits = localDigits(text, locale);
  return locale === 'ar' ? digits.replace(/\./g, '٫') : digits;
}

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'inputMode'> & {
  /** The value: a number, Latin number text as typed (e.g. '12.' while typing a price), or empty. */
  value: number | string | null | undefined;
  /** The new value as a number (null when empty) and as the cleaned Latin text. */
  onChange: (value: number | null, text: string) => void;
  /** Digits allowed after the dot (0: whole numbers; 3: KWD). */
  decimals?: number;
  /** A leading minus is kept (a longitude west of Greenwich, a temperature). */
  negative?: boolean;
  min?: number;
  max?: number;
};

export function NumberField({ value, onChange, decimals = 0, negative = false, min, max, onKeyDown, maxLength, placeholder, ...field }: NumberFieldProps) {
  const { i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const text = value === null || value === undefined ? '' : String(value);
  const shown = shownNumberText(text, i18n.language);

  // A digit typed in the other script is replaced by the page's: keep the caret where it was typed.
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  const emit = (next: string) => {
    const clean = maxLength !== undefined ? next.slice(0, maxLength) : next;
    // Text that is no number yet (a lone minus, a lone dot) is kept as typed and has no value.
    onChange(/\d/.test(clean) ? Number(clean) : null, clean);
  };
  const spin = min !== undefined && max !== undefined;
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!spin || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const now = text === '' ? min - (event.key === 'ArrowUp' ? 1 : -1) : Number(text);
    const next = Math.min(max, Math.max(min, now + (event.key === 'ArrowUp' ? 1 : -1)));
    emit(String(next));
  };

  return (
    <TextField
      {...field}
      ref={input}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete={field.autoComplete ?? 'off'}
      role={spin ? 'spinbutton' : undefined}
      aria-valuemin={spin ? min : undefined}
      aria-valuemax={spin ? max : undefined}
      aria-valuenow={spin && text !== '' ? Number(text) : undefined}
      maxLength={maxLength}
      // An example number ('0.000') in the page's digits too.
      placeholder={placeholder === undefined ? undefined : shownNumberText(placeholder, i18n.language)}
      value={shown}
      onKeyDown={step}
      onChange={(event) => {
        const typed = event.target.value;
        const before = event.target.selectionStart ?? typed.length;
        const clean = cleanNumberText(typed, decimals, negative);
        // Characters dropped before the caret move it back by as many.
        caret.current = Math.max(0, before - (typed.length - clean.length));
        emit(clean);
      }}
    />
  );
}
