import type { CurrentUser } from '../../api/schemas/users';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';

/**
 * The top bar's three menus. Their Headless UI parts (menu, popover, anchoring) are a chunk the
 * screen does not wait for: TopBar loads this lazily and shows the buttons' faces meanwhile.
 */
export default function TopBarMenus({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <>
      <LanguageSwitch />
      <NotificationBell />
      <ProfileMenu user={user} onLogout={onLogout} />
    </>
  );
}
