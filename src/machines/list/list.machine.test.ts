import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { createListMachine, type Page, type PageRequest } from './list.machine';
import { events, input, machine, serialize, type SampleFilters, type SampleRow } from './list.model';
import { selectFailedFirstPage, selectListError } from './list.selectors';

describe('list machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      machine, events, input, serialize,
      states: {
        idle: (s) => expect(s.context).toMatchObject({ rows: [], cursor: null }),
        loading: (s) => expect(s.context.error).toBeNull(),
        loadingMore: (s) => {
          expect(s.context.rows.length).toBeGreaterThan(0);
          expect(s.context.cursor).not.toBeNull();
        },
        loaded: (s) => expect(s.context.cursor).not.toBeNull(),
        exhausted: (s) => expect(s.context.cursor).toBeNull(),
        failed: (s) => expect(s.context.error).not.toBeNull(),
      },
    });
  });
});

/** A fake endpoint: 3 pages (or `pages`) of 2 rows for any filters; `failOn` makes one call fail once. */
function fakeServer(failOn?: number, pages = 3) {
  const calls: PageRequest<SampleFilters>[] = [];
  let failed = false;
  const fetchPage = fromPromise<Page<SampleRow>, PageRequest<SampleFilters>>(async ({ input: req }) => {
    calls.push(req);
    if (calls.length === failOn && !failed) {
      failed = true;
      throw new Error('500');
    }
    const n = req.cursor ? Number(req.cursor) : 0;
    return { rows: [{ id: n * 2 + 1 }, { id: n * 2 + 2 }], nextCursor: n < pages - 1 ? String(n + 1) : null };
  });
  return { calls, machine: createListMachine<SampleRow, SampleFilters>().provide({ actors: { fetchPage } }) };
}

describe('list machine (behaviour)', () => {
  it('loads page 1, appends the next pages from the cursor and stops after the last', async () => {
    const { calls, machine: m } = fakeServer();
    const actor = createActor(m, { input: { filters: { q: '' } } }).start();
    actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.rows.length === 4);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('exhausted'));
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls.map((c) => c.cursor)).toEqual([null, '1', '2']);
  });

  it('new filters drop the rows and start again from page 1 with them; a late page of the old filters is ignored', async () => {
    const { calls, machine: m } = fakeServer();
    const actor = createActor(m, { input: { filters: { q: '' } } }).start();
    actor.send({ type: 'RELOAD_REQUESTED' });
    actor.send({ type: 'FILTERS_CHANGED', filters: { q: 'phone' } });
    expect(actor.getSnapshot().context.rows).toEqual([]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    expect(calls.map((c) => c.filters.q)).toEqual(['', 'phone']);
  });

  it('a failed later page keeps the rows and is retried from its own cursor', async () => {
    const { calls, machine: m } = fakeServer(2);
    const actor = createActor(m, { input: { filters: { q: '' } } }).start();
    actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    expect(selectFailedFirstPage(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RETRY_CLICKED' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.rows.length === 4);
    expect(calls.map((c) => c.cursor)).toEqual([null, '1', '1']);
  });

  it('a failed first page is retried from the start', async () => {
    const { calls, machine: m } = fakeServer(1);
    const actor = createActor(m, { input: { filters: { q: '' } } }).start();
    actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailedFirstPage(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY_CLICKED' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls.map((c) => c.cursor)).toEqual([null, null]);
  });

  /** The list with its parent's hooks recorded: each page it loaded (first or not) and each failure. */
  function hooked(failOn?: number, pages?: number) {
    const heard: string[] = [];
    const { machine: m } = fakeServer(failOn, pages);
    const machine = m.provide({
      actions: {
        pageLoaded: (_, { rows, first }) => { heard.push(`${first ? 'first' : 'next'} ${rows.map((r) => r.id).join(',')}`); },
        pageFailed: () => { heard.push('failed'); },
      },
    });
    return { heard, actor: createActor(machine, { input: { filters: { q: '' } } }).start() };
  }

  it('tells its parent every page it loaded, first or later, last or not, and every page that failed', async () => {
    const { heard, actor } = hooked(2);
    actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY_CLICKED' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.rows.length === 4);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('exhausted'));
    expect(heard).toEqual(['first 1,2', 'failed', 'next 3,4', 'next 5,6']);

    const single = hooked(1, 1);
    single.actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(single.actor, (s) => s.matches('failed'));
    single.actor.send({ type: 'RETRY_CLICKED' });
    await waitFor(single.actor, (s) => s.matches('exhausted'));
    expect(single.heard).toEqual(['failed', 'first 1,2']);
  });

  it('shows no error while nothing has failed, nor while a failed page is asked for again', async () => {
    const { machine: m } = fakeServer(2);
    const actor = createActor(m, { input: { filters: { q: '' } } }).start();
    expect(selectListError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'RELOAD_REQUESTED' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectListError(actor.getSnapshot())).toBeInstanceOf(Error);
    actor.send({ type: 'RETRY_CLICKED' });
    expect(actor.getSnapshot().matches('loadingMore')).toBe(true);
    expect(selectListError(actor.getSnapshot())).toBeNull();
  });
});
