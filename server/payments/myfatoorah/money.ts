// KWD has three decimals: 1 KWD = 1000 fils. We count in integer fils and only meet decimals at the
// provider's edge, where InvoiceValue and UnitPrice are JSON numbers with at most three places.

/** 12345 → 12.345 (a JSON number whose shortest form has at most three decimals). */
export function filsToKwd(fils: number): number {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`amount is not a whole number of fils: ${fils}`);
  // Division by 1000 of an integer gives the double nearest the decimal, which prints as that decimal.
  return fils / 1000;
}

/** 12.345 → 12345; refuses a value with more than three decimals rather than rounding money. */
export function kwdToFils(kwd: number): number {
  const fils = Math.round(kwd * 1000);
  if (!Number.isFinite(kwd) || Math.abs(fils / 1000 - kwd) > 1e-9) throw new RangeError(`not a KWD amount: ${kwd}`);
  return fils;
}

/** The provider's display form, e.g. `12.500 KD` (thousands grouped: `12,345.000 KD`). */
export function kwdDisplay(fils: number): string {
  const whole = Math.trunc(fils / 1000).toLocaleString('en-US');
  const rest = String(Math.abs(fils % 1000)).padStart(3, '0');
  return `${fils < 0 ? '-' : ''}${whole.replace('-', '')}.${rest} KD`;
}

/** A provider amount that may come as text ("12.500") or a number; text is read digit by digit. */
export function amountToFils(value: number | string): number {
  if (typeof value === 'number') return kwdToFils(value);
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,3}))?\s*$/.exec(value.replace(/,/g, ''));
  if (!match) throw new RangeError(`not a KWD amount: ${value}`);
  const fils = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -fils : fils;
}
