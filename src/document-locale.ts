// The document's language before any library loads: what boot reads and sets in its first task
// (src/main.tsx), kept apart from i18next so the entry chunk stays small.
import type { Locale } from './api/schemas/common';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from './domain/prerendered-login';

export const LOCALE_STORAGE_KEY = 'souqdesk.locale';

export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Keeps the chosen language for the next visit: in local storage for the app, and in a cookie for the
 * server, which sends the prerendered /login in that language.
 */
export function rememberLocale(locale: Locale, { store = true } = {}) {
  try {
    if (store) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the language lasts until the page reloads.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Arabic is RTL: the whole document flips through logical CSS properties. */
export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
