import type { FormatterModule, InterpolationOptions } from 'i18next';
import { formatNumber } from './domain/numbers';

/**
 * Every number interpolated into a text ('Step {{current}} of {{total}}', 'Subcategories: {{count}}')
 * is written in the language's digits, so a view cannot forget to format it. Strings pass unchanged:
 * names, e-mails and codes are the user's.
 */
export const numbersInLanguage: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value, _format, lng) => (typeof value === 'number' && lng ? formatNumber(value, lng) : value),
};

/** Interpolation options of both i18n instances (the app's and the component tests'). */
export const interpolation: InterpolationOptions = { escapeValue: false, alwaysFormat: true };
