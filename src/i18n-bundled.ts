import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './api/schemas/common';
import { interpolation, numbersInLanguage } from './i18n-numbers';

// For component tests only: every namespace of both languages bundled and ready at once, so a
// test renders synchronously. The app loads them on demand (src/i18n.ts).
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, mod] of Object.entries(files)) {
    const [, lng, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
    (resources[lng] ??= {})[ns] = mod.default;
  }
  return resources;
}

export function createBundledI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  const resources = localeResources();
  void instance.use(initReactI18next).use(numbersInLanguage).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation,
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
