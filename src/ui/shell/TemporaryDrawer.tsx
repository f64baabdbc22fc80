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
      <DialogBackdrop className="fixed inset-0 animate-[fade-in_150ms_ease-out] bg-slate-900/40 motion-reduce:animate-none" />
      <DialogPanel
        className="fixed inset-y-0 start-0 flex w-drawer animate-[slide-in-start_200ms_ease-out] flex-col bg-white shadow-xl motion-reduce:animate-none rtl:animate-[slide-in-start-rtl_200ms_ease-out]"
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
