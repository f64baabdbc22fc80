import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../api/schemas/users';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuIcon } from './icons';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';

export function TopBar({ user, searchable, onMenu, onLogout }: {
  user: CurrentUser; searchable: boolean; onMenu: () => void; onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button type="button" onClick={onMenu} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label={t('nav.open-menu')}>
        <MenuIcon />
      </button>
      <div className="flex min-w-0 flex-1">{searchable && <SearchBox />}</div>
      <div className="flex items-center gap-1 sm:gap-2">
        <LanguageSwitch />
        <NotificationBell />
        <ProfileMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
