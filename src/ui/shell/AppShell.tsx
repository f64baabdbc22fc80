import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSessionActor } from '../app-context';
import { Drawer } from './Drawer';
import { LogoutDialog } from './LogoutDialog';
import { showsSearch } from './route-rules';
import { TopBar } from './TopBar';
import { selectUser } from '../../machines/session/session.selectors';

/** Drawer + top bar around a signed-in screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const [path] = useLocation();
  // Whether the temporary drawer is open is view state, not flow state.
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="min-h-dvh">
      <Drawer role={user.roles[0]} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="flex min-h-dvh flex-col lg:ps-drawer">
        <TopBar user={user} searchable={showsSearch(path)} onMenu={() => setDrawerOpen(true)} onLogout={() => session.send({ type: 'LOGOUT_REQUESTED' })} />
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
      <LogoutDialog />
    </div>
  );
}
