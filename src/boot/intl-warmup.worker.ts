// The worker half of src/boot/intl-warmup.ts: builds the formatters the first screens use, so the
// browser loads the locale data (shared by every thread of the page) here rather than on the main thread.
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'KWD' }).format(0);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuwait' }).format(0);
  new Intl.PluralRules(locale).select(0);
  self.postMessage(null);
};
