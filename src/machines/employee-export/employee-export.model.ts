// The export dialog's model for checkModel and `npm run paths -- employee-export`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { EXPORT_FAILED, employeeExportMachine } from './employee-export.machine';

export const machine = employeeExportMachine;
export const input = { query: { q: 'sara', status: 'all' as const }, matches: 3 };
/** Filters that match nobody, and a list that has not counted yet. */
export const inputs = [{ query: { q: 'nobody', status: 'deleted' as const }, matches: 0 }, { query: { q: '', status: 'active' as const } }];
type Snap = SnapshotFrom<typeof employeeExportMachine>;

export const ONCE_A_MONTH = 'You can only export users once a month';
export const sampleFile = { blob: new Blob(['\uFEFFID,Name\r\n12,Sara\r\n'], { type: 'text/csv' }), fileName: 'employees-2026-03-05.csv' };

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [lands('exporting', { type: 'CONFIRMED' }, holds({ error: null }))];
  if (s.matches('exporting')) {
    return [
      lands('exported', { type: 'xstate.done.actor.exportCsv', output: sampleFile }),
      lands('refused', { type: 'xstate.error.actor.exportCsv', error: httpError(429, { message: ONCE_A_MONTH }) }, holds({ error: ONCE_A_MONTH })),
      lands('failed', { type: 'xstate.error.actor.exportCsv', error: networkError() }, holds({ error: EXPORT_FAILED })),
    ];
  }
  return [];
}

/** The Blob does not serialise: the walk sees whether a file is kept. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.error, s.context.file?.fileName ?? null]);

export const model = { machine, events, input, inputs, serialize };
