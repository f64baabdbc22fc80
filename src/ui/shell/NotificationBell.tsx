import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from './icons';

/** The bell's dropdown (max height 400, width 380). Notifications arrive with a later release. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  return (
    <Popover className="relative">
      <PopoverButton className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100" aria-label={t('bell.label')}>
        <BellIcon />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-50 max-h-[400px] w-[380px] max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl bg-white shadow-lg ring-1 ring-black/5 [--anchor-gap:6px]">
        <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">{t('bell.title')}</h2>
        <p className="px-4 py-10 text-center text-sm text-slate-500">{t('bell.empty')}</p>
      </PopoverPanel>
    </Popover>
  );
}
