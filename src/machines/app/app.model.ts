// The root app machine's model for checkModel and `npm run paths -- app`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { appMachine } from './app.machine';

type Snap = SnapshotFrom<typeof appMachine>;

export function events(s: Snap): EventObject[] {
  const locale = s.context.locale === 'en' ? 'ar' : 'en';
  return [
    lands('running', { type: 'LOCALE_CHANGED', locale }, holds({ locale })),
    // Routed to the spawned snackbar and session (checked by the behaviour test).
    lands('running', { type: 'NOTICE_POSTED', notice: { key: 'errors.server', severity: 'error' } }),
    lands('running', { type: 'SESSION_EXPIRED' }),
  ];
}

export const machine = appMachine;
// Spawned actors are not part of the app's own state.
export const appModel = { machine, input: { locale: 'en' as const }, events, serialize: (s: Snap) => JSON.stringify({ value: s.value, locale: s.context.locale }) };
