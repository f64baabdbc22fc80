import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CurrentUser } from '../../api/schemas/users';
import { BuildingIcon, LockIcon, LogoutIcon } from './icons';
import { LtrText, UserText } from '../kit/UserText';
import { showsCompanyItem } from './nav-items';

function Avatar({ user }: { user: CurrentUser }) {
  const initials = user.fullName.split(/\s+/).map((w) => w[0]).slice(0, 2).join('').toUpperCase();
  return user.image ? (
    <img src={user.image.url} alt="" className="size-9 rounded-full object-cover" />
  ) : (
    <span className="flex size-9 items-center justify-center rounded-full bg-teal-100 text-sm font-bold text-teal-800">{initials}</span>
  );
}

const itemClass = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-slate-100';

export function ProfileMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 sm:rounded-lg sm:pe-2">
        {/* The name includes what is shown (the user and role), after the menu's purpose. */}
        <span className="sr-only">{t('profile.menu')}</span>
        <Avatar user={user} />
        <span className="hidden flex-col items-start leading-tight sm:flex">
          <UserText text={user.fullName} className="text-sm font-semibold text-slate-900" />
          <span className="text-xs text-slate-600">{t(`roles.${user.roles[0]}`)}</span>
        </span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        <div className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500"><LtrText>@{user.userName}</LtrText></div>
        <MenuItem>
          <Link href="/userAccount?activeSection=privacy" className={itemClass}><LockIcon className="size-4" />{t('profile.privacy')}</Link>
        </MenuItem>
        {showsCompanyItem(user.roles[0]) && (
          <MenuItem>
            <Link href="/userAccount?activeSection=company" className={itemClass}><BuildingIcon className="size-4" />{t('profile.company')}</Link>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" onClick={onLogout} className={`${itemClass} text-rose-700`}><LogoutIcon className="size-4" />{t('profile.logout')}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
