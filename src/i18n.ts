import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './api/schemas/common';
import { interpolation, numbersInLanguage } from './i18n-numbers';
import { BOOT_NAMESPACES } from './boot-namespaces';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from './domain/prerendered-login';

// Each namespace file under src/locales/<lng>/<ns>.json is its own chunk, read when i18next asks for it:
// only the active language's namespaces load, and the other language loads when the user switches.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = loaders[`./locales/${lng}/${ns}.json`];
    if (!load) return done(new Error(`no locale file ${lng}/${ns}.json`), false);
    load().then((mod) => done(null, mod.default), (error: Error) => done(error, false));
  },
};

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

/** The page's title and description in the language: what tabs and search results show. */
export function applyDocumentTexts(i18n: I18n) {
  document.title = i18n.t('common:app-name');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('common:meta-description'));
}

/** Resolves once the boot namespaces of `locale` are in, so the first screen renders without keys. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(localeBackend).use(initReactI18next).use(numbersInLanguage).init({
    lng: locale,
    // en and ar hold the same keys (npm run lint checks), so no fallback language is fetched.
    fallbackLng: false,
    ns: BOOT_NAMESPACES,
    defaultNS: 'common',
    interpolation,
    returnNull: false,
  });
  return instance;
}
