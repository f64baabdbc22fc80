// The side effects of the requests screens: their rows (the generic list over the requests
// endpoints) and one decision per request being accepted or rejected. Tests replace them with .provide().
import { fromPromise, sendParent } from 'xstate';
import { fetchRequestPage, fetchSentRequestPage } from '../../api/requests';
import type { RequestRow } from '../../api/schemas/requests';
import { reportPageFailed } from '../list/list.failure';
import { createListMachine, type Page, type PageRequest } from '../list/list.machine';
import { requestDecisionMachine, type RequestDecisionContext } from '../request-decision/request-decision.machine';
import { toListQuery, type RequestQuery } from './request-list.filters';

export const fetchRequestRows = fromPromise<Page<RequestRow>, PageRequest<RequestQuery>>(async ({ input, signal }) => {
  const query = toListQuery(input.filters, input.cursor);
  const reply = await (input.filters.source === 'sent' ? fetchSentRequestPage(query, signal) : fetchRequestPage(query, signal));
  return { rows: reply.data, nextCursor: reply.nextCursor };
});

/** The generic list, reporting its pages to the requests machine (for ?requestId= and the snackbar). */
export const requestRowsMachine = createListMachine<RequestRow, RequestQuery>('requestRows').provide({
  actors: { fetchPage: fetchRequestRows },
  actions: {
    pageLoaded: sendParent((_, params: { rows: RequestRow[]; first: boolean }) => ({ type: 'ROWS_ARRIVED', first: params.first, rows: params.rows })),
    pageFailed: reportPageFailed,
  } as never,
});

/** What a finished decision tells the list: its outcome, the status chosen and, on failure, why. */
export type DecisionOutcome = 'decided' | 'conflict' | 'failed';

const settled = (outcome: DecisionOutcome) =>
  sendParent(({ context }: { context: RequestDecisionContext }) => ({
    type: 'DECISION_SETTLED', id: context.id, outcome, status: context.status, error: context.error,
  }));

/** One decision, reporting how it ended to the requests machine. */
export const decisionMachine = requestDecisionMachine.provide({
  actions: { announceDecided: settled('decided'), announceConflict: settled('conflict'), announceFailed: settled('failed') } as never,
});
