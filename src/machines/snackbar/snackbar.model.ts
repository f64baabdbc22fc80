import type { SnapshotFrom } from 'xstate';
import { snackbarMachine } from './snackbar.machine';

type Snap = SnapshotFrom<typeof snackbarMachine>;
const first = { key: 'errors.server', severity: 'error' as const };
const second = { text: 'Saved', severity: 'success' as const, durationMs: 5000 };

export const snackbarModel = {
  machine: snackbarMachine,
  events: (s: Snap) => [
    ...(s.context.queue.length < 1 ? [{ type: 'NOTICE_POSTED' as const, notice: s.context.current ? second : first }] : []),
    { type: 'DISMISSED' as const },
    ...(s.matches('showing') ? [{ type: 'xstate.after.noticeDuration.snackbar.showing' } as never] : []),
  ],
};
