import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { abortRouteRequests } from '../api/client';
import { AppContext, useSessionActor, type AppActor } from './app-context';
import { InspectContext, type Inspect } from './flow/use-flow';
import { SnackbarHost } from './kit/SnackbarHost';
import { Spinner } from './kit/Spinner';
import { ROUTES } from './routes';
import { loadAppShell } from './shell/load-app-shell';
import { PendingScreen } from './screens/pending/PendingScreen';
import { guardRedirect, showsChrome } from './shell/route-rules';
import { ShellSkeleton } from './shell/ShellSkeleton';
import { useOpenedOnce } from './kit/use-opened-once';
import { selectIsSignedIn, selectPhase, selectRole, selectSessionExpired } from '../machines/session/session.selectors';

// The signed-in chrome and the permission dialog load after the first screen, so /login stays small.
const AppShell = lazy(loadAppShell);
const NotificationPermissionHost = lazy(() => import('./shell/NotificationPermissionHost').then((m) => ({ default: m.NotificationPermissionHost })));

function FullPageSpinner() {
  return <div className="flex min-h-dvh items-center justify-center text-teal-700"><Spinner className="size-8" /></div>;
}

function Screens() {
  const session = useSessionActor();
  const role = useSelector(session, selectRole);
  return (
    <Switch>
      {ROUTES.map(({ path, name, component: Screen, companyOnly }) => (
        <Route key={path} path={path}>
          {companyOnly && role !== 'company' ? <PendingScreen screen={name} reason="not-allowed" /> : <Screen />}
        </Route>
      ))}
      <Route><PendingScreen screen="not-found" reason="not-found" /></Route>
    </Switch>
  );
}

/** Applies the session rules on every navigation and cancels the requests of the screen left. */
function GuardedRoutes() {
  const session = useSessionActor();
  // A new phase swaps the whole page (the boot spinner for the shell and its screen, the login for
  // the shell). A store update renders at once, in one task; deferred, React renders it in a pass it
  // cuts into slices of a few milliseconds, so a phone can paint and answer meanwhile.
  const phase = useDeferredValue(useSelector(session, selectPhase));
  const expired = useSelector(session, selectSessionExpired);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const role = useSelector(session, selectRole);
  const redirect = guardRedirect(phase, path, search, expired, role === 'user', role === 'admin');

  // A layout effect: it runs before the passive effects that start the next screen's machines, so
  // a screen already loaded (Back, a drawer link) is not cancelled along with the one left.
  useLayoutEffect(() => abortRouteRequests(), [path]);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (phase === 'restoring' && !redirect) {
    // A stored session being checked: the frame and name of the screen it will land on (the stored
    // account's role picks a buyer's or an admin's home).
    const landing = guardRedirect('signedIn', path, search, false, role === 'user', role === 'admin')?.split('?')[0] ?? path;
    if (showsChrome(landing)) return <ShellSkeleton path={landing} />;
  }
  if (phase === 'restoring' || redirect) return <FullPageSpinner />;
  const screens = (
    <Suspense fallback={<FullPageSpinner />}>
      <Screens />
    </Suspense>
  );
  return showsChrome(path) ? <Suspense fallback={<ShellSkeleton path={path} />}><AppShell>{screens}</AppShell></Suspense> : screens;
}

/**
 * The permission prompt asks only signed-in sellers (its machine ignores every route before that), so
 * it loads at the first sign-in, not beside the login screen, and then stays for the page's life.
 */
function PermissionPrompt() {
  const signedIn = useSelector(useSessionActor(), selectIsSignedIn);
  const wasSignedIn = useOpenedOnce(signedIn);
  return wasSignedIn ? <Suspense fallback={null}><NotificationPermissionHost /></Suspense> : null;
}

/** `inspect` (the inspector of main.tsx, if any) reaches every machine a view runs through useFlow. */
export function App({ app, i18n, inspect }: { app: AppActor; i18n: I18n; inspect?: Inspect }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={app}>
        <InspectContext.Provider value={inspect}>
          <GuardedRoutes />
          <PermissionPrompt />
          <SnackbarHost />
        </InspectContext.Provider>
      </AppContext.Provider>
    </I18nextProvider>
  );
}
