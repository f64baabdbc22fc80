// Money is integer fils inside (1 KWD = 1000 fils) and KWD with three decimals outside.
export const FILS_PER_KWD = 1000;
/** Largest price accepted: 100 million KWD, in fils. */
export const PRICE_MAX_FILS = 100_000_000_000;

export function kwdToFils(kwd: string | number): number {
  const text = typeof kwd === 'number' ? kwd.toFixed(3) : kwd.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) throw new RangeError(`not a KWD amount: ${kwd}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * FILS_PER_KWD + Number(fraction.padEnd(3, '0'));
}

export function filsToKwdString(fils: number): string {
  if (!Number.isInteger(fils)) throw new RangeError(`fils must be an integer: ${fils}`);
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.trunc(abs / FILS_PER_KWD)}.${String(abs % FILS_PER_KWD).padStart(3, '0')}`;
}

// One formatter per language: building an Intl.NumberFormat costs far more than using one (a table row each).
const kwdFormats = new Map<string, Intl.NumberFormat>();

export function formatKwd(fils: number, locale: string): string {
  const lang = locale === 'ar' ? 'ar-KW' : 'en-KW';
  let format = kwdFormats.get(lang);
  if (!format) kwdFormats.set(lang, (format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'KWD', minimumFractionDigits: 3, maximumFractionDigits: 3 })));
  return format.format(fils / FILS_PER_KWD);
}
