import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './api/schemas/common';
import { interpolation, numbersInLanguage } from './i18n-numbers';
import { BOOT_NAMESPACES } from './boot-namespaces';

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

/** The page's title and description in the language: what tabs and search results show. */
export function applyDocumentTexts(i18n: I18n) {
  document.title = i18n.t('common:app-name');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('common:meta-description'));
}

/**
 * Resolves once the boot namespaces of `locale` are in, and `firstScreen`'s (those the first screen
 * asks for, fetched beside them), so the first screen renders without keys and without suspending.
 */
export async function createI18n(locale: Locale, firstScreen: string[] = []): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(localeBackend).use(initReactI18next).use(numbersInLanguage).init({
    lng: locale,
    // en and ar hold the same keys (npm run lint checks), so no fallback language is fetched.
    fallbackLng: false,
    ns: [...BOOT_NAMESPACES, ...firstScreen],
    defaultNS: 'common',
    interpolation,
    returnNull: false,
  });
  return instance;
}
