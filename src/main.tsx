import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { configureApiClient } from './api/client';
import { SNACKBAR_INTERCEPTOR_MS } from './domain/limits';
import { applyDocumentLocale, createI18n, LOCALE_STORAGE_KEY, storedLocale } from './i18n';
import { appMachine } from './machines/app/app.machine';
import { selectToken } from './machines/session/session.selectors';
import { App } from './ui/App';
import './index.css';

async function inspector() {
  // ?inspect in development opens the Stately inspector on the running app.
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function boot() {
  const locale = storedLocale();
  applyDocumentLocale(locale);
  const i18n = createI18n(locale);
  const app = createActor(
    appMachine.provide({
      actions: {
        applyLocale: (_, { locale: next }) => {
          localStorage.setItem(LOCALE_STORAGE_KEY, next);
          applyDocumentLocale(next);
          void i18n.changeLanguage(next);
        },
      },
    }),
    { input: { locale }, inspect: await inspector() },
  );
  configureApiClient({
    getToken: () => selectToken(app.getSnapshot().context.session.getSnapshot()),
    getLocale: () => app.getSnapshot().context.locale,
    getPath: () => location.pathname,
    notify: (notice) => app.send({ type: 'NOTICE_POSTED', notice: { durationMs: SNACKBAR_INTERCEPTOR_MS, ...notice } }),
    onSessionExpired: () => app.send({ type: 'SESSION_EXPIRED' }),
  });
  app.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App app={app} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
