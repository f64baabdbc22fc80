// The export dialog (part 1 §9: once a month): the table with its metrics as CSV for the current
// filters. Confirmed → exporting → the file is handed to the browser; a second export in the
// month is refused with the server's message (nothing to retry), other failures can be retried.
// Filters that match no employee export nothing: the month's only export is not spent on an empty file.
import { assign, fromPromise, setup } from 'xstate';
import { employeeFailure, exportEmployeesCsv, type CsvFile } from '../../api/employees';
import type { EmployeeListQuery } from '../../api/schemas/employees';

export type ExportQuery = Pick<EmployeeListQuery, 'q' | 'status'>;
export type EmployeeExportContext = { query: ExportQuery; file: CsvFile | null; error: string | null; matches: number | null };
/** `matches`: how many employees the list shows for these filters (null while it does not know yet). */
export type EmployeeExportInput = { query: ExportQuery; matches?: number | null };
export type EmployeeExportEvent = { type: 'CONFIRMED' };

/** What the list knows of its matches: a count once its last page is in, else null (or some, when rows show). */
export const listMatches = (rowsShown: number, lastPageIn: boolean): number | null => (rowsShown > 0 || lastPageIn ? rowsShown : null);

export const EXPORT_FAILED = 'employees-screen.export.failed';

export const employeeExportMachine = setup({
  types: {
    context: {} as EmployeeExportContext,
    events: {} as EmployeeExportEvent,
    input: {} as EmployeeExportInput,
  },
  actors: {
    exportCsv: fromPromise<CsvFile, ExportQuery>(({ input, signal }) => exportEmployeesCsv(input, signal)),
  },
  guards: {
    matchesNoEmployee: ({ context }) => context.matches === 0,
    /** 429: this month's export is used up. */
    isRefused: (_, params: { error: unknown }) => employeeFailure(params.error, EXPORT_FAILED).status === 429,
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: employeeFailure(params.error, EXPORT_FAILED).message })),
    keepFile: assign((_, file: CsvFile) => ({ file })),
    /** Provided by the view: hands the Blob to the browser (object URL + a temporary <a download>). */
    saveFile: (_, _file: CsvFile) => {},
    /** Provided by the view: snackbar and close. */
    announceExported: () => {},
  },
}).createMachine({
  id: 'employeeExport',
  context: ({ input }) => ({ query: input.query, file: null, error: null, matches: input.matches ?? null }),
  initial: 'confirming',
  states: {
    confirming: {
      always: { guard: 'matchesNoEmployee', target: 'empty' },
      on: { CONFIRMED: 'exporting' },
    },
    /** No employee matches the filters: nothing to download; the dialog only closes. */
    empty: {},
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => context.query,
        onDone: { target: 'exported', actions: { type: 'keepFile', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    exported: {
      type: 'final',
      entry: [{ type: 'saveFile', params: ({ context }) => context.file! }, 'announceExported'],
    },
    /** The server's message ('You can only export users once a month'); the dialog only closes. */
    refused: {},
    failed: { on: { CONFIRMED: { target: 'exporting', actions: 'clearFailure' } } },
  },
});
