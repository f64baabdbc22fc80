import { assertEvent, assign, sendTo, setup, spawnChild, stopChild } from 'xstate';
import type { RequestRow } from '../../api/schemas/requests';
import { SEARCH_DEBOUNCE_MS } from '../../domain/limits';
import { DECISION_STATUS, type Decision } from '../request-decision/request-decision.machine';
import { decisionMachine, requestRowsMachine, type DecisionOutcome } from './request-list.actors';
import { defaultFilters, type PageSize, type RequestFilters, type RequestQuery, type RequestSource, type TypeFilter } from './request-list.filters';
import type { Notice } from '../../api/failure';
import { loadFailureNotice } from '../list/list.failure';
import { sameFilters } from '../list/list.url';

export type RequestListInput = {
  source: RequestSource;
  /** The filters of the route's query (?type=…&q=…) when the screen opens. */
  filters: RequestFilters;
  /** ?requestId= of the route: its details open when page 1 holds it (nothing opens otherwise). */
  requestId: number | null;
};

/** A decision in flight, or made and not yet in the reloaded rows (the row shows its label meanwhile). */
export type RowDecision = { status: Decision; phase: 'deciding' | 'decided' };

export type RequestListContext = {
  source: RequestSource;
  filters: RequestFilters;
  /** The receiver-name box as typed; it becomes a filter once typing settles. */
  receiverNameDraft: string;
  /** A linked request (?requestId=) waiting for page 1. */
  linkedId: number | null;
  /** The request of the open details dialog. */
  dialogRow: RequestRow | null;
  decisions: Record<number, RowDecision>;
  /** The Accept or Reject waiting for the seller's 'yes' (one click must not decide a sale). */
  choice: { id: number; status: Decision } | null;
};

export type DecisionSettled = { type: 'DECISION_SETTLED'; id: number; outcome: DecisionOutcome; status: Decision | null; error: string | null };

export type RequestListEvent =
  | { type: 'RECEIVER_NAME_TYPED'; text: string }
  | { type: 'DATE_CHOSEN'; date: string }
  | { type: 'TYPE_CHOSEN'; requestType: TypeFilter }
  /** The route's query changed (the top bar's ?q=, a link, Back/Forward): the list follows it. */
  | { type: 'URL_CHANGED'; filters: RequestFilters }
  | { type: 'PAGE_SIZE_CHOSEN'; perPage: PageSize }
  | { type: 'FILTERS_RESET' }
  | { type: 'NEXT_PAGE_REQUESTED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'DETAILS_OPENED'; row: RequestRow }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'REQUEST_LINKED'; id: number }
  | { type: 'DECISION_CHOSEN'; id: number; status: Decision }
  | { type: 'DECISION_CONFIRMED' }
  | { type: 'DECISION_CANCELLED' }
  // From the rows child:
  | { type: 'ROWS_ARRIVED'; first: boolean; rows: RequestRow[] }
  | { type: 'PAGE_FAILED'; error?: unknown }
  // From a decision child:
  | DecisionSettled;

const queryOf = (context: RequestListContext): RequestQuery => ({ ...context.filters, source: context.source });
const pick = <T extends RequestListEvent['type']>(_type: T, event: RequestListEvent) => event as Extract<RequestListEvent, { type: T }>;
export const decisionId = (requestId: number) => `decision-${requestId}`;

/**
 * The requests screens (part 1 §2 Requests, §4 request status): filters, the rows (a child list
 * machine: paging, retry, reload), the details dialog and the decisions in flight (one child per
 * request being accepted or rejected). Any filter change reloads from page 1; so does a decision
 * that changed the request on the server (a 204, or a 409 when someone else decided first).
 */
export const requestListMachine = setup({
  types: {
    context: {} as RequestListContext,
    events: {} as RequestListEvent,
    input: {} as RequestListInput,
  },
  actors: { rows: requestRowsMachine, decide: decisionMachine },
  delays: { receiverNameSettled: SEARCH_DEBOUNCE_MS },
  actions: {
    forgetRow: assign({ dialogRow: null }),
    openRow: assign(({ event }) => {
      assertEvent(event, 'DETAILS_OPENED');
      return { dialogRow: event.row };
    }),
    setFilters: assign(({ context }, patch: Partial<RequestFilters>) => ({ filters: { ...context.filters, ...patch } })),
    setDraft: assign({ receiverNameDraft: ({ event }) => pick('RECEIVER_NAME_TYPED', event).text }),
    applyReceiverName: assign(({ context }) => ({ filters: { ...context.filters, receiverName: context.receiverNameDraft.trim() } })),
    // Reset clears the filters bar; the search belongs to the top bar and the page size is a preference.
    resetFilters: assign(({ context }) => ({
      receiverNameDraft: '',
      filters: { ...defaultFilters(context.filters.q), perPage: context.filters.perPage },
    })),
    /** The URL's filters; the receiver box shows the URL's name when that is what changed, else keeps what is typed. */
    followUrl: assign(({ context, event }) => {
      assertEvent(event, 'URL_CHANGED');
      const nameChanged = event.filters.receiverName !== context.filters.receiverName;
      return { filters: event.filters, receiverNameDraft: nameChanged ? event.filters.receiverName : context.receiverNameDraft };
    }),
    /** Provided by the screen: the chosen filters go into the route's query (replacing the entry). */
    publishFilters: (_, _params: { filters: RequestFilters }) => {},
    applyFilters: sendTo('rows', ({ context }) => ({ type: 'FILTERS_CHANGED' as const, filters: queryOf(context) })),
    reloadRows: sendTo('rows', { type: 'RELOAD_REQUESTED' as const }),
    forwardToRows: sendTo('rows', ({ event }) => event as { type: 'NEXT_PAGE_REQUESTED' | 'RETRY_CLICKED' }),
    setLinked: assign({ linkedId: ({ event }) => pick('REQUEST_LINKED', event).id }),
    openLinked: assign({
      dialogRow: ({ context, event }) => pick('ROWS_ARRIVED', event).rows.find((r) => r.id === context.linkedId) ?? null,
      linkedId: null,
    }),
    /** Page 1 is the server's word: the link has had its chance, and made decisions show in the rows now. */
    firstPageArrived: assign(({ context, event }) => {
      if (!pick('ROWS_ARRIVED', event).first) return {};
      const decisions = Object.fromEntries(Object.entries(context.decisions).filter(([, d]) => d.phase === 'deciding'));
      return { linkedId: null, decisions };
    }),
    /** A reload brings the open request's latest state (e.g. what another member decided). */
    refreshDialogRow: assign({
      dialogRow: ({ context, event }) => pick('ROWS_ARRIVED', event).rows.find((r) => r.id === context.dialogRow?.id) ?? context.dialogRow,
    }),
    keepChoice: assign({ choice: ({ event }) => ({ id: pick('DECISION_CHOSEN', event).id, status: pick('DECISION_CHOSEN', event).status }) }),
    forgetChoice: assign({ choice: null }),
    spawnDecision: spawnChild('decide', {
      id: ({ context }) => decisionId(context.choice!.id),
      input: ({ context }) => ({ id: context.choice!.id }),
    }),
    sendChoice: sendTo(
      ({ context }) => decisionId(context.choice!.id),
      ({ context }) => ({ type: context.choice!.status === 'accepted' ? 'ACCEPT_CLICKED' as const : 'REJECT_CLICKED' as const }),
    ),
    markDeciding: assign({
      decisions: ({ context }) => ({ ...context.decisions, [context.choice!.id]: { status: context.choice!.status, phase: 'deciding' as const } }),
    }),
    stopDecision: stopChild(({ event }) => decisionId(pick('DECISION_SETTLED', event).id)),
    settleDecision: assign(({ context, event }) => {
      const e = pick('DECISION_SETTLED', event);
      const { [e.id]: _gone, ...decisions } = context.decisions;
      const decided = e.outcome === 'decided' && e.status !== null;
      const dialogRow = decided && context.dialogRow?.id === e.id ? { ...context.dialogRow, status: DECISION_STATUS[e.status!], canDecide: false } : context.dialogRow;
      return { decisions: decided ? { ...decisions, [e.id]: { status: e.status!, phase: 'decided' as const } } : decisions, dialogRow };
    }),
    /** Provided by the screen: the 'Failed to load requests' snackbar. */
    notifyLoadFailed: (_, _params: { notice: Notice | null }) => {},
    /** Provided by the screen: the snackbar saying how a decision ended. */
    announceDecision: (_, _params: { outcome: DecisionOutcome; status: Decision | null; error: string | null }) => {},
  },
  guards: {
    isOtherUrl: ({ context, event }) => !sameFilters(pick('URL_CHANGED', event).filters, context.filters),
    isNewReceiverName: ({ context }) => context.receiverNameDraft.trim() !== context.filters.receiverName,
    /** Only the company's incoming list decides, one decision per request at a time. */
    mayDecide: ({ context, event }) => context.source === 'incoming' && !(pick('DECISION_CHOSEN', event).id in context.decisions),
    /** A 204 or a 409: the request changed on the server, the rows reload from page 1. */
    changedOnServer: ({ event }) => pick('DECISION_SETTLED', event).outcome !== 'failed',
    linkedRowArrived: ({ context, event }) => {
      const e = pick('ROWS_ARRIVED', event);
      return e.first && context.linkedId !== null && e.rows.some((r) => r.id === context.linkedId);
    },
  },
}).createMachine({
  id: 'requestList',
  context: ({ input }) => ({
    source: input.source,
    filters: input.filters,
    receiverNameDraft: input.filters.receiverName,
    linkedId: input.requestId,
    dialogRow: null,
    decisions: {},
    choice: null,
  }),
  invoke: { id: 'rows', src: 'rows', input: ({ context }) => ({ filters: queryOf(context) }) },
  entry: 'reloadRows',
  type: 'parallel',
  on: {
    // A filter chosen on the screen reloads the rows and goes into the URL.
    DATE_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ date: event.date }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    TYPE_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ type: event.requestType }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    PAGE_SIZE_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ perPage: event.perPage }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    // The URL's own change (it already says these filters): the rows follow, nothing is written back.
    URL_CHANGED: { guard: 'isOtherUrl', actions: ['followUrl', 'applyFilters'] },
    NEXT_PAGE_REQUESTED: { actions: 'forwardToRows' },
    RETRY_CLICKED: { actions: 'forwardToRows' },
    PAGE_FAILED: { actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ notice: loadFailureNotice(event.error, 'requests:failed') }) } },
    DECISION_SETTLED: [
      { guard: 'changedOnServer', actions: ['stopDecision', 'settleDecision', 'reloadRows', { type: 'announceDecision', params: ({ event }) => event }] },
      { actions: ['stopDecision', 'settleDecision', { type: 'announceDecision', params: ({ event }) => event }] },
    ],
  },
  states: {
    /** Accept and Reject ask first: the choice waits here until the seller says yes or no. */
    confirmation: {
      initial: 'idle',
      states: {
        idle: {
          on: { DECISION_CHOSEN: { guard: 'mayDecide', target: 'asking', actions: 'keepChoice' } },
        },
        asking: {
          on: {
            DECISION_CONFIRMED: { target: 'idle', actions: ['spawnDecision', 'sendChoice', 'markDeciding', 'forgetChoice'] },
            DECISION_CANCELLED: { target: 'idle', actions: 'forgetChoice' },
          },
        },
      },
    },
    receiverName: {
      initial: 'settled',
      states: {
        settled: {
          on: {
            RECEIVER_NAME_TYPED: { target: 'typing', actions: 'setDraft' },
            FILTERS_RESET: { actions: ['resetFilters', 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
          },
        },
        /** Typing: the filter applies once the box has been still for the search delay. */
        typing: {
          on: {
            RECEIVER_NAME_TYPED: { target: 'typing', reenter: true, actions: 'setDraft' },
            FILTERS_RESET: { target: 'settled', actions: ['resetFilters', 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
          },
          after: {
            receiverNameSettled: [
              { guard: 'isNewReceiverName', target: 'settled', actions: ['applyReceiverName', 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
              { target: 'settled' },
            ],
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'forgetRow',
          on: {
            DETAILS_OPENED: { target: 'details', actions: 'openRow' },
            REQUEST_LINKED: { actions: ['setLinked', 'reloadRows'] },
            ROWS_ARRIVED: [
              { guard: 'linkedRowArrived', target: 'details', actions: ['openLinked', 'firstPageArrived'] },
              { actions: 'firstPageArrived' },
            ],
          },
        },
        details: {
          on: {
            DIALOG_CLOSED: 'closed',
            // Another link (e.g. a notification) replaces the open request once page 1 holds it.
            REQUEST_LINKED: { target: 'closed', actions: ['setLinked', 'reloadRows'] },
            ROWS_ARRIVED: { actions: ['refreshDialogRow', 'firstPageArrived'] },
          },
        },
      },
    },
  },
});
