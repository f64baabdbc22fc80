import { lazy, Suspense } from 'react';
import type { Role } from '../../api/schemas/common';
import { Logo } from '../kit/Logo';
import { useOpenedOnce } from '../kit/use-opened-once';
import { NavList } from './NavList';
import { drawerFrame } from './shell-layout';

const TemporaryDrawer = lazy(() => import('./TemporaryDrawer').then((m) => ({ default: m.TemporaryDrawer })));

/** Permanent at lg and up; below, a temporary drawer that slides in from the start side (loaded when first opened). */
export function Drawer({ role, open, onClose }: { role: Role | undefined; open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  return (
    <>
      <aside className={`${drawerFrame} z-30 flex-col lg:flex`}>
        <div className="flex h-16 items-center px-5"><Logo /></div>
        <NavList role={role} />
      </aside>
      {opened && <Suspense fallback={null}><TemporaryDrawer role={role} open={open} onClose={onClose} /></Suspense>}
    </>
  );
}
