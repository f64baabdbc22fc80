// The app's own part of boot (src/main.tsx): the root actor, the API client wired to it, and the tree
// React renders.
import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { createActor } from 'xstate';
import type { Locale } from '../api/schemas/common';
import { configureApiClient } from '../api/client';
import { SNACKBAR_INTERCEPTOR_MS } from '../domain/limits';
import { applyDocumentLocale, rememberLocale } from '../document-locale';
import { applyDocumentTexts } from '../i18n';
import { appMachine } from '../machines/app/app.machine';
import { selectToken } from '../machines/session/session.selectors';
import { App } from '../ui/App';
import type { Inspect } from '../ui/flow/use-flow';

/**
 * The root actor, not yet started, with the API client reading its session and language. Boot starts
 * it in a task of its own: building the machines' first snapshots and starting them (the session
 * check's request, its contract's chunk asked for) were one long task together.
 */
export function createApp(locale: Locale, i18n: I18n, inspect: Inspect | undefined) {
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
  return app;
}

export function appTree(app: ReturnType<typeof createApp>, i18n: I18n, inspect: Inspect | undefined) {
  return (
    <StrictMode>
      <App app={app} i18n={i18n} inspect={inspect} />
    </StrictMode>
  );
}
