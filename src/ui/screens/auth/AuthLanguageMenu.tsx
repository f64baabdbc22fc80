import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../api/schemas/common';
import { useLocale } from '../../app-context';
import { cx } from '../../kit/cx';

const LOCALES: Locale[] = ['en', 'ar'];

/** EN / العربية on the signed-out screens (the app reloads in the chosen direction). */
export function AuthLanguageMenu() {
  const { t } = useTranslation('auth');
  const [locale, setLocale] = useLocale();
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={t('language')} className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" /></svg>
        <span>{t(`language-${locale}`)}</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-40 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        {LOCALES.map((l) => (
          <MenuItem key={l}>
            <button
              type="button"
              lang={l}
              onClick={() => setLocale(l)}
              aria-current={l === locale ? 'true' : undefined}
              className={cx('flex w-full items-center justify-between rounded-lg px-3 py-2 text-start text-sm data-focus:bg-slate-100', l === locale && 'font-semibold text-teal-800')}
            >
              {t(`language-${l}-long`)}
              {l === locale && <span aria-hidden="true">✓</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
