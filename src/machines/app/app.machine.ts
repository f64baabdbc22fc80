import { assertEvent, assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../api/failure';
import type { Locale } from '../../api/schemas/common';
import { sessionMachine } from '../session/session.machine';
import { snackbarMachine } from '../snackbar/snackbar.machine';

export type AppEvent =
  | { type: 'LOCALE_CHANGED'; locale: Locale }
  | { type: 'NOTICE_POSTED'; notice: Notice }
  | { type: 'SESSION_EXPIRED' };

/**
 * The root of the app: spawns the actors every screen shares (session, snackbar) and keeps the
 * locale. `applyLocale` is provided by main.tsx (i18n, <html dir/lang>, local storage).
 */
export const appMachine = setup({
  types: {
    context: {} as {
      locale: Locale;
      session: ActorRefFrom<typeof sessionMachine>;
      snackbar: ActorRefFrom<typeof snackbarMachine>;
    },
    events: {} as AppEvent,
    input: {} as { locale: Locale },
  },
  actors: { session: sessionMachine, snackbar: snackbarMachine },
  actions: {
    applyLocale: (_, _params: { locale: Locale }) => {},
    keepLocale: assign((_, params: { locale: Locale }) => ({ locale: params.locale })),
    showNotice: sendTo(({ context }) => context.snackbar, ({ event }) => {
      assertEvent(event, 'NOTICE_POSTED');
      return event;
    }),
    endSession: sendTo(({ context }) => context.session, { type: 'SESSION_EXPIRED' }),
  },
}).createMachine({
  id: 'app',
  context: ({ spawn, input }) => ({
    locale: input.locale,
    session: spawn('session', { id: 'session', systemId: 'session', input: undefined }),
    snackbar: spawn('snackbar', { id: 'snackbar', systemId: 'snackbar' }),
  }),
  initial: 'running',
  states: {
    running: {
      on: {
        LOCALE_CHANGED: {
          actions: [{ type: 'keepLocale', params: ({ event }) => ({ locale: event.locale }) }, { type: 'applyLocale', params: ({ event }) => ({ locale: event.locale }) }],
        },
        NOTICE_POSTED: { actions: 'showNotice' },
        SESSION_EXPIRED: { actions: 'endSession' },
      },
    },
  },
});
