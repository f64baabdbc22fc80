// The root app actor (src/machines/app) reached from any view: session, snackbar and locale.
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';
import type { Notice } from '../api/failure';
import type { Locale } from '../api/schemas/common';

export type AppActor = ActorRefFrom<typeof appMachine>;
export const AppContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppContext);
  if (!actor) throw new Error('useAppActor outside <AppContext.Provider>');
  return actor;
}

/** The session actor (src/machines/session/session.machine.ts). */
export function useSessionActor() {
  return useSelector(useAppActor(), (s) => s.context.session);
}

/** Posts a snackbar message (an i18n key or a text already translated). */
export function useNotify(): (notice: Notice) => void {
  const app = useAppActor();
  return (notice) => app.send({ type: 'NOTICE_POSTED', notice });
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  const app = useAppActor();
  const locale = useSelector(app, (s) => s.context.locale);
  return [locale, (next) => app.send({ type: 'LOCALE_CHANGED', locale: next })];
}
