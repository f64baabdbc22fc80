import type { SnapshotFrom } from 'xstate';
import { appMachine } from './app.machine';

type Snap = SnapshotFrom<typeof appMachine>;

export const appModel = {
  machine: appMachine,
  input: { locale: 'en' as const },
  events: (s: Snap) => [
    { type: 'LOCALE_CHANGED' as const, locale: s.context.locale === 'en' ? ('ar' as const) : ('en' as const) },
    { type: 'NOTICE_POSTED' as const, notice: { key: 'errors.server', severity: 'error' as const } },
    { type: 'SESSION_EXPIRED' as const },
  ],
  // Spawned actors are not part of the app's own state.
  serialize: (s: Snap) => JSON.stringify({ value: s.value, locale: s.context.locale }),
};
