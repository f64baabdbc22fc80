import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Role } from '../../api/schemas/common';
import { cx } from '../kit/cx';
import { Logo } from '../kit/Logo';
import { CloseIcon, ExternalIcon } from './icons';
import { PUBLIC_WEBSITE_URL, isActive, navItemsFor } from './nav-items';

function NavList({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const [path] = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1 px-3">
      {navItemsFor(role).map(({ href, key, Icon }) => {
        const active = isActive(href, path);
        return (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cx(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition',
              active ? 'bg-teal-700 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <Icon />
            {t(`nav.${key}`)}
          </Link>
        );
      })}
      <a
        href={PUBLIC_WEBSITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto mb-4 flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <ExternalIcon />
        {t('nav.website')}
      </a>
    </nav>
  );
}

/** Permanent at lg and up; below, a temporary drawer that slides in from the start side. */
export function Drawer({ role, open, onClose }: { role: Role | undefined; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-drawer flex-col border-e border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5"><Logo /></div>
        <NavList role={role} />
      </aside>
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
    </>
  );
}
