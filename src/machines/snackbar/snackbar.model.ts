// The snackbar's model for checkModel and `npm run paths -- snackbar`: at most one notice waits.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { snackbarMachine } from './snackbar.machine';

type Snap = SnapshotFrom<typeof snackbarMachine>;
const first = { key: 'errors.server', severity: 'error' as const };
const second = { text: 'Saved', severity: 'success' as const, durationMs: 5000 };

/** The shown notice goes (dismissed or timed out): through `between`, the next queued one shows, or none. */
const shownGoes = (s: Snap, type: string) => (s.context.queue.length
  ? lands('between → showing', { type }, holds({ current: s.context.queue[0], queue: [] }))
  : lands('between → hidden', { type }, holds({ current: null })));

export function events(s: Snap): EventObject[] {
  const out: EventObject[] = [];
  if (s.context.queue.length < 1) {
    const notice = s.context.current ? second : first;
    out.push(lands('showing', { type: 'NOTICE_POSTED', notice }, holds(s.context.current ? { current: s.context.current, queue: [notice] } : { current: notice })));
  }
  if (s.matches('hidden')) out.push(lands('hidden', { type: 'DISMISSED' }));
  if (s.matches('showing')) out.push(shownGoes(s, 'DISMISSED'), shownGoes(s, 'xstate.after.noticeDuration.snackbar.showing'));
  return out;
}

export const machine = snackbarMachine;
export const snackbarModel = { machine, events };
