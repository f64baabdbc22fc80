import { expect, it } from 'vitest';
import { pickLocale, t } from './t';

it('picks ar or en from accept-language, honouring weights, default en', () => {
  expect(pickLocale(undefined)).toBe('en');
  expect(pickLocale('ar')).toBe('ar');
  expect(pickLocale('ar-KW,ar;q=0.9')).toBe('ar');
  expect(pickLocale('fr-FR,en;q=0.5,ar;q=0.8')).toBe('ar');
  expect(pickLocale('de')).toBe('en');
});

it('translates namespaced keys with interpolation and Arabic plural forms', () => {
  expect(t('ar', 'validation.required')).toBe('هذا الحقل مطلوب');
  expect(t('en', 'server.too-many-attempts', { count: 1 })).toBe('Too many failed attempts. Try again in 1 minute.');
  expect(t('en', 'server.too-many-attempts', { count: 3 })).toBe('Too many failed attempts. Try again in 3 minutes.');
  expect(t('ar', 'server.too-many-attempts', { count: 2 })).toContain('دقيقتين');
  expect(t('ar', 'server.too-many-attempts', { count: 3 })).toContain('٣ دقائق');
  expect(t('ar', 'server.too-many-attempts', { count: 15 })).toContain('١٥ دقيقة');
  // Numbers in the language's digits, as the app writes them.
  expect(t('ar', 'server.notification-request-accepted-body', { num: 28, product: 'iPhone 15' })).toContain('رقم ٢٨ على iPhone 15');
  expect(t('en', 'server.no-such-key')).toBe('server.no-such-key');
});
