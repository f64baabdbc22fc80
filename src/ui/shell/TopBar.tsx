import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../api/schemas/users';
import { MenuIcon } from './icons';
import { SearchBox } from './SearchBox';
import { topBarFrame } from './shell-layout';
import { BellBadge, bellButtonClass, LanguageBadge, languageButtonClass, ProfileBadge, profileButtonClass } from './TopBarBadges';

const TopBarMenus = lazy(() => import('./TopBarMenus'));

export function TopBar({ user, searchable, onMenu, onLogout }: {
  user: CurrentUser; searchable: boolean; onMenu: () => void; onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <header className={`${topBarFrame} flex items-center gap-3 px-4 backdrop-blur sm:px-6`}>
      <button type="button" onClick={onMenu} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label={t('nav.open-menu')}>
        <MenuIcon />
      </button>
      <div className="flex min-w-0 flex-1">{searchable && <SearchBox />}</div>
      <div className="flex items-center gap-1 sm:gap-2">
        <Suspense fallback={<MenusStandIn user={user} />}>
          <TopBarMenus user={user} onLogout={onLogout} />
        </Suspense>
      </div>
    </header>
  );
}

/**
 * The menus' buttons as they look, inert and hidden from assistive technology, for the moment their
 * code is on its way: the bar keeps its layout and a test (or a screen reader) finds only real buttons.
 */
function MenusStandIn({ user }: { user: CurrentUser }) {
  return (
    <>
      <span aria-hidden="true" className={languageButtonClass(false)}><LanguageBadge /></span>
      <span aria-hidden="true" className={bellButtonClass}><BellBadge /></span>
      <span aria-hidden="true" className={profileButtonClass}><ProfileBadge user={user} /></span>
    </>
  );
}
