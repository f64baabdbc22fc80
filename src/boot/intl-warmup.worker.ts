// The worker half of src/boot/intl-warmup.ts: formats with the app's own formatters what the first
// screens format (a number, a price, a date and "3 days ago", plural rules for i18next), so the browser
// loads that locale data (shared by every thread of the page) here rather than on the main thread.
import { numberFormat } from '../domain/intl-formats';
import { intlLocale } from '../domain/intl-locale';
import { formatKwd } from '../domain/money';
import { formatDateTime, formatRelativeTime } from '../domain/relative-time';

self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  const intl = intlLocale(locale);
  const epoch = new Date(0).toISOString();
  numberFormat(intl).format(0);
  formatKwd(0, locale);
  formatDateTime(epoch, intl);
  formatRelativeTime(epoch, 0, intl);
  new Intl.PluralRules(locale).select(0);
  self.postMessage(null);
};
