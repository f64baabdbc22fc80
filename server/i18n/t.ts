import type { Locale } from '../../src/api/schemas/common';
import { formatNumber } from '../../src/domain/numbers';
import enServer from '../../src/locales/en/server.json';
import arServer from '../../src/locales/ar/server.json';
import enValidation from '../../src/locales/en/validation.json';
import arValidation from '../../src/locales/ar/validation.json';
import enWizard from '../../src/locales/en/wizard.json';
import arWizard from '../../src/locales/ar/wizard.json';

// The namespaces the server speaks; keys are written `ns.key` (e.g. `server.invalid-credentials`).
const catalogues: Record<Locale, Record<string, Record<string, string>>> = {
  en: { server: enServer, validation: enValidation, wizard: enWizard },
  ar: { server: arServer, validation: arValidation, wizard: arWizard },
};

export type Vars = Record<string, string | number>;

const pluralRules = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/**
 * Translates `ns.key`; falls back to English, then to the key itself. `{{name}}` is interpolated
 * (a number in the language's digits).
 * With a numeric `count`, `key_<plural form>` is tried first (i18next's convention: Arabic has
 * one, two, few, many and other).
 */
export function t(locale: Locale, key: string, vars: Vars = {}): string {
  const dot = key.indexOf('.');
  const ns = dot > 0 ? key.slice(0, dot) : 'server';
  const name = dot > 0 ? key.slice(dot + 1) : key;
  const lookup = (lng: Locale) => {
    const texts = catalogues[lng]?.[ns];
    if (!texts) return undefined;
    if (typeof vars.count === 'number') {
      const form = pluralRules[lng].select(vars.count);
      const plural = texts[`${name}_${form}`] ?? texts[`${name}_other`];
      if (plural) return plural;
    }
    return texts[name];
  };
  const text = lookup(locale) ?? lookup('en') ?? key;
  // Numbers in the language's digits, as the app writes them; strings (names, codes) as they are.
  const value = (v: string) => (typeof vars[v] === 'number' ? formatNumber(vars[v], locale) : String(vars[v]));
  return text.replace(/\{\{(\w+)\}\}/g, (whole, v: string) => (v in vars ? value(v) : whole));
}

/** Picks `ar` or `en` from an accept-language header, honouring q-weights; default en. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.lang === 'ar' || x.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Locale | undefined) ?? 'en';
}
