import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { RequestRow } from '../../api/schemas/requests';
import type { Page, PageRequest } from '../list/list.machine';
import type { Decision } from '../request-decision/request-decision.machine';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { decisionMachine, requestRowsMachine } from './request-list.actors';
import { defaultFilters, type RequestFilters, type RequestQuery } from './request-list.filters';
import { requestListMachine, type RequestListInput } from './request-list.machine';
import { requestListModel, sampleRow } from './request-list.model';
import { rowState, selectDialogRow } from './request-list.selectors';

describe('request list machine (model-based)', () => {
  // Three regions and the decisions make a walk of some thousands of steps: slow on a busy machine.
  it('visits every state and takes every transition', { timeout: 120_000 }, () => {
    assertModel({
      ...requestListModel,
      states: {
        'receiverName.settled': (s) => expect(s.context.filters.receiverName).toBe(s.context.receiverNameDraft.trim()),
        'receiverName.typing': (s) => expect(s.context.receiverNameDraft).toBe('sara'),
        'confirmation.idle': (s) => expect(s.context.choice).toBeNull(),
        'confirmation.asking': (s) => expect(s.context.choice).toEqual({ id: sampleRow.id, status: 'accepted' }),
        'dialog.closed': (s) => expect(selectDialogRow(s)).toBeNull(),
        'dialog.details': (s) => expect(selectDialogRow(s)?.id).toBeTypeOf('number'),
      },
    });
  });
});

const row = (id: number, patch: Partial<RequestRow> = {}): RequestRow => ({ ...sampleRow, id, num: id, ...patch });

/** The requests screen over fake endpoints: 2 pages of 2 rows; records every page and decision request. */
function screen(options: Partial<RequestListInput> & { failFirst?: boolean; decide?: (id: number, status: Decision) => Promise<void> } = {}) {
  const calls: PageRequest<RequestQuery>[] = [];
  const decided: Array<[number, Decision]> = [];
  const fetchPage = fromPromise<Page<RequestRow>, PageRequest<RequestQuery>>(async ({ input }) => {
    calls.push(input);
    if (options.failFirst && calls.length === 1) throw new Error('500');
    return input.cursor ? { rows: [row(3), row(4)], nextCursor: null } : { rows: [row(1), row(2)], nextCursor: 'c1' };
  });
  const decide = fromPromise<void, { id: number; status: Decision }>(async ({ input }) => {
    decided.push([input.id, input.status]);
    await options.decide?.(input.id, input.status);
  });
  const notifyLoadFailed = vi.fn();
  const announceDecision = vi.fn();
  /** What the screen wrote into the URL, in order. */
  const published: RequestFilters[] = [];
  const machine = requestListMachine.provide({
    actors: { rows: requestRowsMachine.provide({ actors: { fetchPage } }), decide: decisionMachine.provide({ actors: { decide } }) },
    actions: { notifyLoadFailed, announceDecision: (_, params) => announceDecision(params), publishFilters: (_, { filters }) => { published.push(filters); } },
  });
  const filters = options.filters ?? defaultFilters('phone');
  const actor = createActor(machine, { input: { source: options.source ?? 'incoming', filters, requestId: options.requestId ?? null } }).start();
  const rows = () => actor.getSnapshot().children.rows as ActorRefFrom<typeof requestRowsMachine>;
  const rowsLoaded = (n: number) => waitFor(rows(), (s) => s.context.rows.length === n && !s.matches('loading') && !s.matches('loadingMore'));
  return { actor, calls, decided, rows, rowsLoaded, notifyLoadFailed, announceDecision, published };
}

describe('request list machine (behaviour)', () => {
  it('loads page 1 of the incoming requests with the route search, then the next page on request', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    expect(calls).toEqual([
      { filters: { source: 'incoming', receiverName: '', date: '', type: 'all', q: 'phone', perPage: 20 }, cursor: null },
      { filters: expect.objectContaining({ source: 'incoming' }), cursor: 'c1' },
    ]);
  });

  it('the sent list asks for the signed-in user\'s requests and never decides', async () => {
    const { actor, calls, decided, rowsLoaded } = screen({ source: 'sent' });
    await rowsLoaded(2);
    expect(calls[0].filters.source).toBe('sent');
    actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'accepted' });
    await new Promise((r) => setTimeout(r, 0));
    expect(decided).toEqual([]);
    expect(actor.getSnapshot().context.decisions).toEqual({});
  });

  it('date and type reload from page 1; the receiver name applies once typing settles (300 ms), once', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls, published } = screen();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'DATE_CHOSEN', date: '2026-03-01' });
      actor.send({ type: 'TYPE_CHOSEN', requestType: 'bartering' });
      await vi.advanceTimersByTimeAsync(0);
      const before = calls.length;
      actor.send({ type: 'RECEIVER_NAME_TYPED', text: 'sa' });
      await vi.advanceTimersByTimeAsync(200);
      actor.send({ type: 'RECEIVER_NAME_TYPED', text: 'sara ' });
      await vi.advanceTimersByTimeAsync(299);
      expect(calls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.length).toBe(before + 1);
      expect(calls.at(-1)).toEqual({ filters: { source: 'incoming', receiverName: 'sara', date: '2026-03-01', type: 'bartering', q: 'phone', perPage: 20 }, cursor: null });
      // Each applied filter went into the URL; what is still being typed did not.
      expect(published.map((f) => f.receiverName)).toEqual(['', '', 'sara']);
      expect(published.at(-1)).toEqual({ receiverName: 'sara', date: '2026-03-01', type: 'bartering', q: 'phone', perPage: 20 });
      // The same name again asks for nothing; reset keeps the search and the page size.
      actor.send({ type: 'RECEIVER_NAME_TYPED', text: 'sara' });
      await vi.advanceTimersByTimeAsync(400);
      expect(calls.length).toBe(before + 1);
      actor.send({ type: 'PAGE_SIZE_CHOSEN', perPage: 50 });
      actor.send({ type: 'FILTERS_RESET' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.at(-1)!.filters).toEqual({ source: 'incoming', receiverName: '', date: '', type: 'all', q: 'phone', perPage: 50 });
      expect(actor.getSnapshot().context.receiverNameDraft).toBe('');
      expect(published.at(-1)).toEqual({ receiverName: '', date: '', type: 'all', q: 'phone', perPage: 50 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on the filters of the URL, the receiver box showing its name; a changed URL is followed, not written back', async () => {
    const linked: RequestFilters = { receiverName: 'sara', date: '2026-03-01', type: 'sale', q: '', perPage: 30 };
    const { actor, calls, rowsLoaded, published } = screen({ filters: linked });
    await rowsLoaded(2);
    expect(calls[0].filters).toEqual({ source: 'incoming', ...linked });
    expect(actor.getSnapshot().context.receiverNameDraft).toBe('sara');
    // Back to a link without the name: the box empties with it.
    actor.send({ type: 'URL_CHANGED', filters: { ...linked, receiverName: '', q: '12' } });
    await rowsLoaded(2);
    expect(calls.at(-1)!.filters).toEqual({ source: 'incoming', ...linked, receiverName: '', q: '12' });
    expect(actor.getSnapshot().context.receiverNameDraft).toBe('');
    const before = calls.length;
    actor.send({ type: 'URL_CHANGED', filters: { ...linked, receiverName: '', q: '12' } });
    expect(calls.length).toBe(before);
    expect(published).toEqual([]);
  });

  it('?requestId= opens its details when page 1 holds it; nothing opens when it does not', async () => {
    const found = screen({ requestId: 2 });
    await waitFor(found.actor, (s) => s.matches({ dialog: 'details' }));
    expect(selectDialogRow(found.actor.getSnapshot())?.id).toBe(2);

    const missing = screen({ requestId: 99 });
    await missing.rowsLoaded(2);
    expect(missing.actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
    expect(missing.actor.getSnapshot().context.linkedId).toBeNull();
  });

  it('a link while on the screen reloads page 1 and opens that request', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'REQUEST_LINKED', id: 1 });
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(selectDialogRow(actor.getSnapshot())?.id).toBe(1);
    expect(calls.length).toBe(2);
  });

  it('accepting sends the decision, shows the label at once, announces it and reloads from page 1 (a 204)', async () => {
    let release!: () => void;
    const { actor, calls, decided, rowsLoaded, announceDecision } = screen({ decide: () => new Promise<void>((r) => { release = r; }) });
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    actor.send({ type: 'DETAILS_OPENED', row: row(3) });
    actor.send({ type: 'DECISION_CHOSEN', id: 3, status: 'accepted' });
    // One click decides nothing: the list asks first.
    await new Promise((r) => setTimeout(r, 0));
    expect(decided).toEqual([]);
    expect(actor.getSnapshot().context.choice).toEqual({ id: 3, status: 'accepted' });
    actor.send({ type: 'DECISION_CONFIRMED' });
    actor.send({ type: 'DECISION_CHOSEN', id: 3, status: 'rejected' });
    actor.send({ type: 'DECISION_CONFIRMED' });
    await waitFor(actor, () => decided.length === 1);
    expect(rowState(row(3), actor.getSnapshot().context.decisions[3])).toEqual({ status: 1, deciding: 'accepted', canDecide: true });
    const before = calls.length;
    release();
    // The snapshot of the decision, before page 1 comes back.
    const snap = await waitFor(actor, (s) => s.context.decisions[3]?.phase === 'decided');
    expect(decided).toEqual([[3, 'accepted']]);
    expect(announceDecision).toHaveBeenCalledWith({ type: 'DECISION_SETTLED', id: 3, outcome: 'decided', status: 'accepted', error: null });
    expect(rowState(row(3), snap.context.decisions[3])).toEqual({ status: 2, deciding: null, canDecide: false });
    expect(selectDialogRow(snap)).toMatchObject({ id: 3, status: 2, canDecide: false });
    expect(snap.children['decision-3']).toBeUndefined();
    await rowsLoaded(2);
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)!.cursor).toBeNull();
    // Page 1 is the server's word from now on.
    expect(actor.getSnapshot().context.decisions).toEqual({});
  });

  it('a 409 (someone else decided) announces a conflict and reloads; another failure only announces', async () => {
    const conflict = screen({ decide: async () => { throw httpError(409, { message: 'Already decided' }); } });
    await conflict.rowsLoaded(2);
    conflict.actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'rejected' });
    conflict.actor.send({ type: 'DECISION_CONFIRMED' });
    await waitFor(conflict.actor, () => conflict.announceDecision.mock.calls.length === 1);
    expect(conflict.announceDecision).toHaveBeenCalledWith(expect.objectContaining({ id: 1, outcome: 'conflict' }));
    await waitFor(conflict.actor, () => conflict.calls.length === 2);
    expect(conflict.actor.getSnapshot().context.decisions).toEqual({});

    const failed = screen({ decide: async () => { throw httpError(500, { message: 'relation "requests" does not exist' }); } });
    await failed.rowsLoaded(2);
    failed.actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'accepted' });
    failed.actor.send({ type: 'DECISION_CONFIRMED' });
    await waitFor(failed.actor, () => failed.announceDecision.mock.calls.length === 1);
    expect(failed.announceDecision).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'failed', error: 'errors.server' }));
    expect(failed.calls.length).toBe(1);
    // The buttons are back and a second try starts a fresh decision.
    failed.actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'accepted' });
    failed.actor.send({ type: 'DECISION_CONFIRMED' });
    await waitFor(failed.actor, () => failed.decided.length === 2);
  });

  it("a failed page asks for the 'Failed to load requests' snackbar, and retry loads it", async () => {
    const { actor, rows, rowsLoaded, notifyLoadFailed } = screen({ failFirst: true });
    await waitFor(rows(), (s) => s.matches('failed'));
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    expect(notifyLoadFailed.mock.calls[0][1]).toEqual({ notice: { key: 'requests:failed', severity: 'error' } });
    actor.send({ type: 'RETRY_CLICKED' });
    await rowsLoaded(2);
  });

  it('No keeps the request pending: nothing is sent and the buttons stay', async () => {
    const { actor, decided, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'rejected' });
    expect(actor.getSnapshot().matches({ confirmation: 'asking' })).toBe(true);
    actor.send({ type: 'DECISION_CANCELLED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(decided).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ choice: null, decisions: {} });
  });
});
