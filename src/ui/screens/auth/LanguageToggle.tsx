import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../api/schemas/common';
import { useLocale } from '../../app-context';
import { GlobeIcon } from '../../shell/icons';
import { useHydrated } from '../../kit/use-hydrated';

/**
 * The signed-out screens' language switch: one plain button naming the other language in that
 * language. With two languages a menu adds nothing, and Headless UI's Menu would pull @floating-ui
 * and react-aria into the login page's first load.
 */
export function LanguageToggle() {
  const { t } = useTranslation('shell');
  const [locale, setLocale] = useLocale();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  // Until the prerendered /login is hydrated a click could not switch anything.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      lang={other}
      disabled={!hydrated}
      onClick={() => setLocale(other)}
      className="flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"
    >
      <GlobeIcon />
      <span>{t(`language.${other}-long`)}</span>
    </button>
  );
}
