import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { configureApiClient } from './api/client';
import { SNACKBAR_INTERCEPTOR_MS } from './domain/limits';
import { applyDocumentLocale, applyDocumentTexts, createI18n, rememberLocale, storedLocale } from './i18n';
import { fitsPrerenderedLogin } from './prerender/fits';
import { appMachine } from './machines/app/app.machine';
import { selectToken } from './machines/session/session.selectors';
import { App } from './ui/App';
import { preloadFirstScreen } from './ui/first-screen';
import { readStoredStart } from './machines/session/session.storage';
import type { Inspect } from './ui/flow/use-flow';
import './index.css';

declare global {
  interface Window {
    /** An inspection observer a page installs before boot (the e2e inspection test records actor names with it). */
    souqdeskInspect?: Inspect;
  }
}

/** Who watches the actors: the page's own observer, or under `npm run dev` with ?inspect the Stately inspector. */
async function inspector(): Promise<Inspect | undefined> {
  if (window.souqdeskInspect) return window.souqdeskInspect;
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function boot() {
  const locale = storedLocale();
  // The cookie follows local storage (visitors from before the cookie, or one cleared by hand).
  rememberLocale(locale, { store: false });
  applyDocumentLocale(locale);
  const start = readStoredStart();
  // The prerendered /login is taken over as it is (what was typed stays); a page that will differ
  // (another language, a signed-in visitor, a lock) goes at once rather than showing until boot ends.
  const root = document.getElementById('root')!;
  const hydrate = fitsPrerenderedLogin(root.dataset.prerendered, locale, location, start);
  if (!hydrate) root.replaceChildren();
  preloadFirstScreen(location.pathname, location.search, start.auth !== null);
  const [i18n, inspect] = await Promise.all([createI18n(locale), inspector()]);
  applyDocumentTexts(i18n);
  const app = createActor(
    appMachine.provide({
      actions: {
        applyLocale: (_, { locale: next }) => {
          rememberLocale(next);
          // The direction flips with the texts, once the new language's namespaces are in.
          void i18n.changeLanguage(next).then(() => {
            if (i18n.language !== next) return;
            applyDocumentLocale(next);
            applyDocumentTexts(i18n);
          });
        },
      },
    }),
    { input: { locale }, inspect },
  );
  configureApiClient({
    getToken: () => selectToken(app.getSnapshot().context.session.getSnapshot()),
    getLocale: () => app.getSnapshot().context.locale,
    getPath: () => location.pathname,
    notify: (notice) => app.send({ type: 'NOTICE_POSTED', notice: { durationMs: SNACKBAR_INTERCEPTOR_MS, ...notice } }),
    onSessionExpired: () => app.send({ type: 'SESSION_EXPIRED' }),
  });
  app.start();
  const tree = (
    <StrictMode>
      <App app={app} i18n={i18n} inspect={inspect} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}

void boot();
