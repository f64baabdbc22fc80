import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../api/schemas/common';
import { useLocale } from '../app-context';
import { cx } from '../kit/cx';
import { LanguageBadge, languageButtonClass } from './TopBarBadges';

const LOCALES: Locale[] = ['en', 'ar'];

/** EN / العربية; the choice is stored locally and flips the page direction. */
export function LanguageSwitch({ className, bordered = false }: { className?: string; bordered?: boolean }) {
  const { t } = useTranslation('shell');
  const [locale, setLocale] = useLocale();
  return (
    <Menu as="div" className={cx('relative', className)}>
      <MenuButton className={languageButtonClass(bordered)}>
        {/* A visible-text name ('Language EN'), not an aria-label that hides the 'EN' users see. */}
        <span className="sr-only">{t('language.label')}</span>
        <LanguageBadge />
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
              {t(`language.${l}-long`)}
              {l === locale && <span aria-hidden="true">✓</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
