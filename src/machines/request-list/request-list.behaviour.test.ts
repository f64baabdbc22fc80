// What the requests screen does around the server's answers, as the seller sees it: each filter alone
// reloads page 1 with it and goes into the address, Reset while a name is being typed does too, a
// settled decision leaves nothing running, and a request linked from a notification opens from page 1
// and follows what later pages say about it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { RequestRow } from '../../api/schemas/requests';
import type { Page, PageRequest } from '../list/list.machine';
import type { Decision } from '../request-decision/request-decision.machine';
import { httpError } from '../session/session.fixtures';
import { inOrder } from '../test/answers';
import { decisionMachine, requestRowsMachine } from './request-list.actors';
import { defaultFilters, type RequestFilters, type RequestQuery } from './request-list.filters';
import { requestListMachine, type RequestListEvent, type RequestListInput } from './request-list.machine';
import { sampleRow } from './request-list.model';
import { selectDecisions, selectDialogRow } from './request-list.selectors';

const row = (id: number, patch: Partial<RequestRow> = {}): RequestRow => ({ ...sampleRow, id, num: id, ...patch });

type Answers = { pages?: RequestRow[][]; decide?: Error };
/** The screen with page 1 answered in order (the last one repeated); `hold()` keeps the next pages back until released. */
function screen(input: Partial<RequestListInput> = {}, answers: Answers = {}) {
  const pages = inOrder(answers.pages ?? [[row(1), row(2)]]);
  const calls: PageRequest<RequestQuery>[] = [];
  const published: RequestFilters[] = [];
  const announced: unknown[] = [];
  let gate: Promise<void> | null = null;
  const fetchPage = fromPromise<Page<RequestRow>, PageRequest<RequestQuery>>(async ({ input: request }) => {
    calls.push(request);
    if (gate) await gate;
    return request.cursor ? { rows: [row(3)], nextCursor: null } : { rows: pages(), nextCursor: 'c1' };
  });
  const decide = fromPromise<void, { id: number; status: Decision }>(async () => { if (answers.decide) throw answers.decide; });
  const machine = requestListMachine.provide({
    actors: { rows: requestRowsMachine.provide({ actors: { fetchPage } }), decide: decisionMachine.provide({ actors: { decide } }) },
    actions: {
      notifyLoadFailed: () => {},
      announceDecision: (_, params) => { announced.push(params); },
      publishFilters: (_, { filters }) => { published.push(filters); },
    },
  });
  const actor = createActor(machine, { input: { source: 'incoming', filters: defaultFilters('phone'), requestId: null, ...input } }).start();
  const rows = () => actor.getSnapshot().children.rows as ActorRefFrom<typeof requestRowsMachine>;
  const loaded = () => waitFor(rows(), (s) => s.context.rows.length > 0 && !s.matches('loading') && !s.matches('loadingMore'));
  const hold = () => {
    let release!: () => void;
    gate = new Promise<void>((r) => { release = r; });
    return () => { gate = null; release(); };
  };
  return { actor, calls, published, announced, rows, loaded, hold };
}

describe('request list around the server (behaviour)', () => {
  const start = defaultFilters('phone');
  it.each<[string, RequestListEvent, Partial<RequestFilters>]>([
    ['a day', { type: 'DATE_CHOSEN', date: '2026-03-01' }, { date: '2026-03-01' }],
    ['a type', { type: 'TYPE_CHOSEN', requestType: 'sale' }, { type: 'sale' }],
    ['a page size', { type: 'PAGE_SIZE_CHOSEN', perPage: 50 }, { perPage: 50 }],
  ])('%s chosen alone reloads page 1 with it and writes it into the address, once', async (_, event, patch) => {
    const { actor, calls, published, rows, loaded } = screen();
    await loaded();
    actor.send(event);
    const wanted = { ...start, ...patch };
    // The list asks with the new filter at once (its old rows are gone), and page 1 comes back.
    expect(rows().getSnapshot().context.filters).toEqual({ source: 'incoming', ...wanted });
    await loaded();
    expect(calls).toEqual([
      { filters: { source: 'incoming', ...start }, cursor: null },
      { filters: { source: 'incoming', ...wanted }, cursor: null },
    ]);
    expect(published).toEqual([wanted]);
  });

  it('Reset while a name is being typed reloads page 1 without the filters, clears them from the address, and the typed name never applies', async () => {
    const linked: RequestFilters = { receiverName: 'sara', date: '2026-03-01', type: 'sale', q: 'phone', perPage: 30 };
    const { actor, calls, published, rows, loaded } = screen({ filters: linked });
    await loaded();
    actor.send({ type: 'RECEIVER_NAME_TYPED', text: 'khal' });
    actor.send({ type: 'FILTERS_RESET' });
    const cleared = { ...defaultFilters('phone'), perPage: 30 };
    expect(rows().getSnapshot().context.filters).toEqual({ source: 'incoming', ...cleared });
    await loaded();
    expect(calls.map((c) => c.filters)).toEqual([{ source: 'incoming', ...linked }, { source: 'incoming', ...cleared }]);
    expect(published).toEqual([cleared]);
    expect(actor.getSnapshot().matches({ receiverName: 'settled' })).toBe(true);
    expect(actor.getSnapshot().context.receiverNameDraft).toBe('');
  });

  it('a failed decision ends its try: nothing of it is left running, and the request can be decided again', async () => {
    const { actor, announced, loaded } = screen({}, { decide: httpError(500, { message: 'boom' }) });
    await loaded();
    actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'accepted' });
    actor.send({ type: 'DECISION_CONFIRMED' });
    const s = await waitFor(actor, () => announced.length === 1);
    expect(announced[0]).toMatchObject({ id: 1, outcome: 'failed' });
    expect(s.children['decision-1']).toBeUndefined();
    expect(selectDecisions(s)).toEqual({});
  });

  it('a notification while a request is open reloads page 1 and opens the linked request in its place', async () => {
    const { actor, calls, rows, loaded } = screen();
    await loaded();
    actor.send({ type: 'DETAILS_OPENED', row: row(1) });
    actor.send({ type: 'REQUEST_LINKED', id: 2 });
    expect(selectDialogRow(actor.getSnapshot())).toBeNull();
    expect(rows().getSnapshot().matches('loading')).toBe(true);
    const s = await waitFor(actor, (x) => x.matches({ dialog: 'details' }));
    expect(selectDialogRow(s)?.id).toBe(2);
    expect(calls.length).toBe(2);
  });

  it('the linked request, once open, shows what later pages say of it (another member rejected it)', async () => {
    const rejected = row(2, { status: 3, canDecide: false });
    const { actor, loaded } = screen({ requestId: 2 }, { pages: [[row(1), row(2)], [row(1), rejected]] });
    const s = await waitFor(actor, (x) => x.matches({ dialog: 'details' }));
    expect(selectDialogRow(s)).toEqual(row(2));
    actor.send({ type: 'RETRY_CLICKED' });
    actor.send({ type: 'PAGE_SIZE_CHOSEN', perPage: 50 });
    await loaded();
    expect(selectDialogRow(actor.getSnapshot())).toEqual(rejected);
  });

  it('page 1 that opens a linked request is the server\'s word: a decision made before it no longer overrides the rows', async () => {
    const { actor, loaded, hold } = screen({}, { pages: [[row(1), row(2)], [row(1, { status: 2, canDecide: false }), row(2)]] });
    await loaded();
    actor.send({ type: 'DECISION_CHOSEN', id: 1, status: 'accepted' });
    // The reload the decision asks for is still on its way when the seller follows a notification.
    const release = hold();
    actor.send({ type: 'DECISION_CONFIRMED' });
    await waitFor(actor, (s) => s.context.decisions[1]?.phase === 'decided');
    actor.send({ type: 'REQUEST_LINKED', id: 2 });
    release();
    const s = await waitFor(actor, (x) => x.matches({ dialog: 'details' }));
    expect(selectDialogRow(s)?.id).toBe(2);
    expect(selectDecisions(s)).toEqual({});
  });
});
