import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel } from '../test/model';
import { httpError } from '../session/session.fixtures';
import type { CsvFile } from '../../api/employees';
import { EXPORT_FAILED, employeeExportMachine, type ExportQuery } from './employee-export.machine';
import { ONCE_A_MONTH, events, input, machine, sampleFile, serialize, inputs } from './employee-export.model';

describe('employee export machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      inputs,
      events,
      serialize,
      states: {
        confirming: (s) => {
          expect(s.context).toMatchObject({ file: null, error: null });
          expect(s.context.matches).not.toBe(0);
        },
        // Nothing matches: no export is offered, so none is spent.
        empty: (s) => expect(s.context).toMatchObject({ matches: 0, file: null, error: null }),
        exporting: (s) => {
          expect(s.context.error).toBeNull();
        },
        exported: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.file).toBe(sampleFile);
        },
        refused: (s) => expect(s.context.error).toBe(ONCE_A_MONTH),
        failed: (s) => expect(s.context.error).toBe(EXPORT_FAILED),
      },
    });
  });
});

describe('employee export (behaviour)', () => {
  it('asks for the current filters once confirmed, hands the file to the browser, then announces it', async () => {
    const queries: ExportQuery[] = [];
    const saved: CsvFile[] = [];
    let announced = 0;
    const actor = createActor(employeeExportMachine.provide({
      actors: { exportCsv: fromPromise(async ({ input: q }: { input: ExportQuery }) => { queries.push(q); return sampleFile; }) },
      actions: { saveFile: (_, file: CsvFile) => { saved.push(file); }, announceExported: () => { announced += 1; } },
    }), { input: { query: { q: 'omar', status: 'deleted' } } }).start();
    expect(queries).toEqual([]);
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(queries).toEqual([{ q: 'omar', status: 'deleted' }]);
    expect(saved).toEqual([sampleFile]);
    expect(announced).toBe(1);
  });

  it("a second export in the month shows the server's message and cannot be retried", async () => {
    const actor = createActor(employeeExportMachine.provide({
      actors: { exportCsv: fromPromise<CsvFile, ExportQuery>(async () => { throw httpError(429, { message: ONCE_A_MONTH }); }) },
    }), { input }).start();
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    actor.send({ type: 'CONFIRMED' });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
  });

  it('filters that match no employee offer no export: CONFIRMED asks the server nothing', async () => {
    const queries: ExportQuery[] = [];
    const actor = createActor(employeeExportMachine.provide({
      actors: { exportCsv: fromPromise(async ({ input: q }: { input: ExportQuery }) => { queries.push(q); return sampleFile; }) },
    }), { input: { query: { q: 'nobody', status: 'active' }, matches: 0 } }).start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(queries).toEqual([]);
  });
});
