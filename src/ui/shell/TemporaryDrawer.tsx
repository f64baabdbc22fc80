// The drawer below lg: a Headless UI dialog that slides in from the start side. It loads when the
// menu is first opened (Drawer.tsx), with the dialog code the screens do not need otherwise.
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../api/schemas/common';
import { Logo } from '../kit/Logo';
import { CloseIcon } from './icons';
import { NavList } from './NavList';

export function TemporaryDrawer({ role, open, onClose }: { role: Role | undefined; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 lg:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition duration-150 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 flex w-drawer flex-col bg-white shadow-xl transition duration-200 data-closed:-translate-x-full rtl:data-closed:translate-x-full"
      >
        <div className="flex h-16 items-center justify-between ps-5 pe-2">
          <Logo />
          <button type="button" onClick={onClose} className="rounded-lg p-2 text-slate-500 hover:bg-slate-100" aria-label={t('nav.close-menu')}>
            <CloseIcon />
          </button>
        </div>
        <NavList role={role} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
