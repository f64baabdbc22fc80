// The export dialog's model for checkModel and `npm run paths -- employee-export`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { employeeExportMachine } from './employee-export.machine';

export const machine = employeeExportMachine;
export const input = { query: { q: 'sara', status: 'all' as const } };
type Snap = SnapshotFrom<typeof employeeExportMachine>;

export const ONCE_A_MONTH = 'You can only export users once a month';
export const sampleFile = { blob: new Blob(['\uFEFFID,Name\r\n12,Sara\r\n'], { type: 'text/csv' }), fileName: 'employees-2026-03-05.csv' };

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [{ type: 'CONFIRMED' }];
  if (s.matches('exporting')) {
    return [
      { type: 'xstate.done.actor.exportCsv', output: sampleFile } as EventObject,
      { type: 'xstate.error.actor.exportCsv', error: httpError(429, { message: ONCE_A_MONTH }) } as EventObject,
      { type: 'xstate.error.actor.exportCsv', error: networkError() } as EventObject,
    ];
  }
  return [];
}

/** The Blob does not serialise: the walk sees whether a file is kept. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.error, s.context.file?.fileName ?? null]);

export const model = { machine, events, input, serialize };
