// The root app machine's model for checkModel and `npm run paths -- app`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { appMachine } from './app.machine';

type Snap = SnapshotFrom<typeof appMachine>;

export function events(s: Snap): EventObject[] {
  const locale = s.context.locale === 'en' ? 'ar' : 'en';
  const here = s.matches({ running: 'signedIn' }) ? 'running.signedIn' : 'running.signedOut';
  return [
    // Signed in, the event stream is also told (to reopen in the new language).
    lands(here, { type: 'LOCALE_CHANGED', locale }, holds({ locale })),
    // Routed to the spawned snackbar and session (checked by the behaviour test).
    lands(here, { type: 'NOTICE_POSTED', notice: { key: 'errors.server', severity: 'error' } }),
    lands(here, { type: 'SESSION_EXPIRED' }),
    // The event stream runs only while someone is signed in.
    lands('running.signedIn', { type: 'SIGNED_IN' }),
    lands('running.signedOut', { type: 'SIGNED_OUT' }),
  ];
}

export const machine = appMachine;
// Spawned actors are not part of the app's own state.
export const appModel = { machine, input: { locale: 'en' as const }, events, serialize: (s: Snap) => JSON.stringify({ value: s.value, locale: s.context.locale }) };
