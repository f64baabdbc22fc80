import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CurrentUser } from '../../api/schemas/users';
import { BuildingIcon, LockIcon, LogoutIcon } from './icons';
import { LtrText } from '../kit/UserText';
import { ProfileBadge, profileButtonClass } from './TopBarBadges';
import { showsCompanyItem } from './nav-items';

const itemClass = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-slate-100';

export function ProfileMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Menu as="div" className="relative">
      <MenuButton className={profileButtonClass}>
        {/* The name includes what is shown (the user and role), after the menu's purpose. */}
        <span className="sr-only">{t('profile.menu')}</span>
        <ProfileBadge user={user} />
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
