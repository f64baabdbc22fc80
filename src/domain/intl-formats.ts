// Intl formatters are costly to build (each one loads its locale's data) and cheap to use: the app
// keeps one per locale and options instead of building one per cell and per render.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build()));
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
