import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../app-context';
import { useOpenedOnce } from '../kit/use-opened-once';
import { Drawer } from './Drawer';
import { showsSearch } from './route-rules';
import { shellColumn, shellMain } from './shell-layout';
import { ScreenSkeleton } from './ShellSkeleton';
import { TopBar } from './TopBar';
import { useScreenAfterShell } from './use-screen-after-shell';
import { SHELL_NAMESPACES } from '../../boot-namespaces';
import { selectIsConfirmingLogout, selectIsLoggingOut, selectUser } from '../../machines/session/session.selectors';

// The confirmation (and the dialog kit) loads when the seller first asks to log out, not with every screen.
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

/** Drawer + top bar around a signed-in screen. */
export function AppShell({ children }: { children: ReactNode }) {
  // Suspends (under the shell's lazy boundary) until the signed-in messages are in.
  useTranslation(SHELL_NAMESPACES);
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const [path] = useLocation();
  // Whether the temporary drawer is open is view state, not flow state.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const loggingOut = useSelector(session, (s) => selectIsConfirmingLogout(s) || selectIsLoggingOut(s));
  const logoutAsked = useOpenedOnce(loggingOut);
  // The shell first, with the screen's part of the frame where the screen goes; the screen once that painted.
  const screenShown = useScreenAfterShell();
  if (!user) return null;
  return (
    <div className="min-h-dvh">
      <Drawer role={user.roles[0]} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className={shellColumn}>
        <TopBar user={user} searchable={showsSearch(path)} onMenu={() => setDrawerOpen(true)} onLogout={() => session.send({ type: 'LOGOUT_REQUESTED' })} />
        <main aria-busy={screenShown ? undefined : true} className={shellMain}>{screenShown ? children : <ScreenSkeleton path={path} />}</main>
      </div>
      {logoutAsked && <Suspense fallback={null}><LogoutDialog /></Suspense>}
    </div>
  );
}
