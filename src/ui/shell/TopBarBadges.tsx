// What the top bar's menu buttons show, apart from the menus: the real buttons (LanguageSwitch,
// NotificationBell, ProfileMenu) and their stand-in while the menus' code loads (TopBarMenus) share it.
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../api/schemas/users';
import { useLocale } from '../app-context';
import { cx } from '../kit/cx';
import { UserText } from '../kit/UserText';
import { BellIcon, GlobeIcon } from './icons';

function Avatar({ user }: { user: CurrentUser }) {
  const initials = user.fullName.split(/\s+/).map((w) => w[0]).slice(0, 2).join('').toUpperCase();
  return user.image ? (
    <img src={user.image.url} alt="" className="size-9 rounded-full object-cover" />
  ) : (
    <span className="flex size-9 items-center justify-center rounded-full bg-teal-100 text-sm font-bold text-teal-800">{initials}</span>
  );
}

/** The profile button's face: the avatar, and beside it on wider screens the name and role. */
export function ProfileBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Avatar user={user} />
      <span className="hidden flex-col items-start leading-tight sm:flex">
        <UserText text={user.fullName} className="text-sm font-semibold text-slate-900" />
        <span className="text-xs text-slate-600">{t(`roles.${user.roles[0]}`)}</span>
      </span>
    </>
  );
}

export const profileButtonClass = 'flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 sm:rounded-lg sm:pe-2';

/** The language button's face: a globe and the current language's short name. */
export function LanguageBadge() {
  const { t } = useTranslation('shell');
  const [locale] = useLocale();
  return (
    <>
      <GlobeIcon />
      <span>{t(`language.${locale}`)}</span>
    </>
  );
}

export const languageButtonClass = (bordered: boolean) =>
  cx('flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100', bordered && 'bg-white ring-1 ring-slate-200');

/** The bell, swinging while it rings. */
export function BellBadge({ ringing = false }: { ringing?: boolean }) {
  return (
    <span className={`block ${ringing ? 'motion-safe:animate-bounce' : ''}`} data-ringing={ringing || undefined}>
      <BellIcon />
    </span>
  );
}

export const bellButtonClass = 'relative rounded-lg p-2 text-slate-600 hover:bg-slate-100';
