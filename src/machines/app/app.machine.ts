import { assertEvent, assign, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../api/failure';
import type { Locale } from '../../api/schemas/common';
import { eventStreamMachine } from '../event-stream/event-stream.machine';
import { sessionMachine } from '../session/session.machine';
import { snackbarMachine } from '../snackbar/snackbar.machine';

export type AppEvent =
  | { type: 'LOCALE_CHANGED'; locale: Locale }
  | { type: 'NOTICE_POSTED'; notice: Notice }
  | { type: 'SESSION_EXPIRED' }
  /** From the session watcher: someone signed in (or a stored session was restored), or nobody is any more. */
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' };

type Session = ActorRefFrom<typeof sessionMachine>;

/**
 * The root of the app: spawns the actors every screen shares (session, snackbar) and keeps the
 * locale. `applyLocale` is provided by main.tsx (i18n, <html dir/lang>, local storage). While someone
 * is signed in it runs the live event stream as `eventStream` (its LIVE_EVENTs are for the bell and,
 * later, chats; they find it among the app's children).
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
  actors: {
    session: sessionMachine,
    snackbar: snackbarMachine,
    eventStream: eventStreamMachine,
    /** Tells the app when the session enters or leaves signed-in. */
    signIns: fromCallback<AppEvent, { session: Session }>(({ input, sendBack }) => {
      let signedIn = false;
      const check = (snapshot: ReturnType<Session['getSnapshot']>) => {
        if (snapshot.matches('signedIn') === signedIn) return;
        signedIn = !signedIn;
        sendBack({ type: signedIn ? 'SIGNED_IN' : 'SIGNED_OUT' });
      };
      check(input.session.getSnapshot());
      const subscription = input.session.subscribe(check);
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    applyLocale: (_, _params: { locale: Locale }) => {},
    keepLocale: assign((_, params: { locale: Locale }) => ({ locale: params.locale })),
    showNotice: sendTo(({ context }) => context.snackbar, ({ event }) => {
      assertEvent(event, 'NOTICE_POSTED');
      return event;
    }),
    endSession: sendTo(({ context }) => context.session, { type: 'SESSION_EXPIRED' }),
    // (A plain action: a sendTo would throw when a model walk's pure transitions have no child to send to.)
    reopenStream: ({ self }) => {
      self.getSnapshot().children.eventStream?.send({ type: 'LANGUAGE_CHANGED' });
    },
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
      invoke: { id: 'signIns', src: 'signIns', input: ({ context }) => ({ session: context.session }) },
      on: {
        LOCALE_CHANGED: {
          actions: [{ type: 'keepLocale', params: ({ event }) => ({ locale: event.locale }) }, { type: 'applyLocale', params: ({ event }) => ({ locale: event.locale }) }],
        },
        NOTICE_POSTED: { actions: 'showNotice' },
        SESSION_EXPIRED: { actions: 'endSession' },
      },
      initial: 'signedOut',
      states: {
        signedOut: { on: { SIGNED_IN: 'signedIn' } },
        signedIn: {
          invoke: { id: 'eventStream', systemId: 'eventStream', src: 'eventStream' },
          on: {
            SIGNED_OUT: 'signedOut',
            // The stream opens again so that pushed notifications are written in the new language.
            LOCALE_CHANGED: {
              actions: [
                { type: 'keepLocale', params: ({ event }) => ({ locale: event.locale }) },
                { type: 'applyLocale', params: ({ event }) => ({ locale: event.locale }) },
                'reopenStream',
              ],
            },
          },
        },
      },
    },
  },
});
