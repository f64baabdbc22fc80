import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './api/schemas/common';

// Every namespace file under src/locales/<lng>/<ns>.json, bundled (they are small).
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, mod] of Object.entries(files)) {
    const [, lng, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
    (resources[lng] ??= {})[ns] = mod.default;
  }
  return resources;
}

export const LOCALE_STORAGE_KEY = 'souqdesk.locale';

export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/** Arabic is RTL: the whole document flips through logical CSS properties. */
export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  const resources = localeResources();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
