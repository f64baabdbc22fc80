import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { EmployeeRow } from '../../api/schemas/employees';
import type { Page, PageRequest } from '../list/list.machine';
import { assertModel } from '../test/model';
import { employeeRowsMachine } from './employee-list.actors';
import { deletedEmployee, sampleEmployee, selfRow } from './employee-list.fixtures';
import { toExportQuery, toListQuery, type EmployeeFilters } from './employee-list.filters';
import { employeeListMachine } from './employee-list.machine';
import { employeeListModel } from './employee-list.model';
import { selectDialog } from './employee-list.selectors';

describe('employee list machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      ...employeeListModel,
      states: {
        closed: (s) => expect(selectDialog(s)).toBeNull(),
        adding: (s) => expect(selectDialog(s)).toEqual({ kind: 'add' }),
        // Only an active colleague can be edited or deleted, only a deleted one restored; never oneself.
        editing: (s) => expect(selectDialog(s)).toEqual({ kind: 'edit', row: sampleEmployee }),
        deleting: (s) => expect(selectDialog(s)).toEqual({ kind: 'delete', row: sampleEmployee }),
        restoring: (s) => expect(selectDialog(s)).toEqual({ kind: 'restore', row: deletedEmployee }),
        exporting: (s) => expect(selectDialog(s)).toMatchObject({ kind: 'export', query: { status: expect.any(String) } }),
      },
    });
  });
});

const row = (id: number): EmployeeRow => ({ ...sampleEmployee, id, userName: `e${id}` });

/** The employees screen over a fake endpoint: 2 pages of 2 rows; records every request. */
function screen(options: { failFirst?: boolean; filters?: EmployeeFilters } = {}) {
  const calls: PageRequest<EmployeeFilters>[] = [];
  const fetchPage = fromPromise<Page<EmployeeRow>, PageRequest<EmployeeFilters>>(async ({ input }) => {
    calls.push(input);
    if (options.failFirst && calls.length === 1) throw new Error('500');
    return input.cursor ? { rows: [row(3), row(4)], nextCursor: null } : { rows: [row(1), row(2)], nextCursor: 'c1' };
  });
  const notifyLoadFailed = vi.fn();
  /** What the screen wrote into the URL, in order. */
  const published: EmployeeFilters[] = [];
  const machine = employeeListMachine.provide({
    actors: { rows: employeeRowsMachine.provide({ actors: { fetchPage } }) },
    actions: { notifyLoadFailed, publishFilters: (_, { filters }) => { published.push(filters); } },
  });
  const actor = createActor(machine, { input: { filters: options.filters ?? { status: 'active', q: 'sara', perPage: 20 } } }).start();
  const rows = () => actor.getSnapshot().children.rows as ActorRefFrom<typeof employeeRowsMachine>;
  const rowsLoaded = (n: number) => waitFor(rows(), (s) => s.context.rows.length === n && !s.matches('loading') && !s.matches('loadingMore'));
  return { actor, calls, rows, rowsLoaded, notifyLoadFailed, published };
}

describe('employee list machine (behaviour)', () => {
  it('loads active employees for the search of the route, then the next page from the cursor', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    expect(calls).toEqual([
      { filters: { status: 'active', q: 'sara', perPage: 20 }, cursor: null },
      { filters: { status: 'active', q: 'sara', perPage: 20 }, cursor: 'c1' },
    ]);
  });

  it('a filter change reloads from page 1 and goes into the URL; the same URL again does nothing; reset keeps search and page size', async () => {
    const { actor, calls, rowsLoaded, published } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'STATUS_CHOSEN', status: 'deleted' });
    actor.send({ type: 'PAGE_SIZE_CHOSEN', perPage: 30 });
    await rowsLoaded(2);
    expect(calls.at(-1)).toEqual({ filters: { status: 'deleted', q: 'sara', perPage: 30 }, cursor: null });
    expect(published).toEqual([{ status: 'deleted', q: 'sara', perPage: 20 }, { status: 'deleted', q: 'sara', perPage: 30 }]);
    const before = calls.length;
    actor.send({ type: 'URL_CHANGED', filters: { perPage: 30, q: 'sara', status: 'deleted' } });
    expect(calls.length).toBe(before);
    actor.send({ type: 'FILTERS_RESET' });
    await rowsLoaded(2);
    expect(calls.at(-1)!.filters).toEqual({ status: 'active', q: 'sara', perPage: 30 });
    expect(published.at(-1)).toEqual({ status: 'active', q: 'sara', perPage: 30 });
  });

  it('a status chosen alone reloads the rows for it', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'STATUS_CHOSEN', status: 'deleted' });
    await rowsLoaded(2);
    expect(calls.at(-1)).toEqual({ filters: { status: 'deleted', q: 'sara', perPage: 20 }, cursor: null });
  });

  it('opens on the filters of the URL and follows a changed URL (search, Back/Forward) without writing it back', async () => {
    const { actor, calls, rowsLoaded, published } = screen({ filters: { status: 'deleted', q: '', perPage: 50 } });
    await rowsLoaded(2);
    expect(calls[0].filters).toEqual({ status: 'deleted', q: '', perPage: 50 });
    actor.send({ type: 'URL_CHANGED', filters: { status: 'all', q: 'omar', perPage: 50 } });
    await rowsLoaded(2);
    expect(calls.at(-1)).toEqual({ filters: { status: 'all', q: 'omar', perPage: 50 }, cursor: null });
    expect(published).toEqual([]);
  });

  it('an employee added, edited or restored closes the dialog and reloads the rows from page 1', async () => {
    const gone = { ...row(5), deletedAt: '2026-11-01T09:00:00.000Z' };
    const opened = [{ type: 'ADD_OPENED' }, { type: 'EDIT_OPENED', row: row(3) }, { type: 'RESTORE_OPENED', row: gone }] as const;
    for (const open of opened) {
      const { actor, calls, rowsLoaded } = screen();
      await rowsLoaded(2);
      actor.send({ type: 'NEXT_PAGE_REQUESTED' });
      await rowsLoaded(4);
      actor.send(open);
      expect(selectDialog(actor.getSnapshot())).not.toBeNull();
      actor.send({ type: 'EMPLOYEE_CHANGED' });
      expect(selectDialog(actor.getSnapshot())).toBeNull();
      await rowsLoaded(2);
      expect([open.type, calls.length, calls.at(-1)!.cursor]).toEqual([open.type, 3, null]);
      actor.stop();
    }
  });

  it('a change from a dialog closes it and reloads from page 1; the export dialog gets the current filters', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    actor.send({ type: 'DELETE_OPENED', row: row(3) });
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'delete', row: row(3) });
    actor.send({ type: 'EMPLOYEE_CHANGED' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    await rowsLoaded(2);
    expect(calls.at(-1)!.cursor).toBeNull();
    actor.send({ type: 'STATUS_CHOSEN', status: 'all' });
    actor.send({ type: 'EXPORT_OPENED' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'export', query: { q: 'sara', status: 'all' } });
  });

  it('opens nothing for the own row, no edit or delete for a deleted employee, no restore for an active one', () => {
    const { actor } = screen();
    for (const type of ['EDIT_OPENED', 'DELETE_OPENED', 'RESTORE_OPENED'] as const) actor.send({ type, row: selfRow });
    actor.send({ type: 'EDIT_OPENED', row: deletedEmployee });
    actor.send({ type: 'DELETE_OPENED', row: deletedEmployee });
    actor.send({ type: 'RESTORE_OPENED', row: sampleEmployee });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it("a failed page asks for the 'Failed to load employees' snackbar, and retry loads it", async () => {
    const { actor, rows, rowsLoaded, notifyLoadFailed } = screen({ failFirst: true });
    await waitFor(rows(), (s) => s.matches('failed'));
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    expect(notifyLoadFailed.mock.calls[0][1]).toEqual({ notice: { key: 'employees-screen:failed', severity: 'error' } });
    actor.send({ type: 'RETRY_CLICKED' });
    await rowsLoaded(2);
  });
});

describe('employee filters', () => {
  it('become the list query (empty search left out) and the export query (no paging)', () => {
    const filters: EmployeeFilters = { status: 'deleted', q: '  ', perPage: 50 };
    expect(toListQuery(filters, 'c9')).toEqual({ q: undefined, status: 'deleted', perPage: '50', cursor: 'c9' });
    expect(toExportQuery({ ...filters, q: ' omar ' })).toEqual({ q: 'omar', status: 'deleted' });
  });
});
