// Typed calls of the requests resource (server/routes/requests.ts). The reply schemas (and zod) load
// with the first call, beside its request, not with the screen (ReplySchema in ./client).
import { apiCall, failureOf, sharedFailureMessage, unreadReply } from './client';
import { readApiError } from './boot-shapes';
import { earlyOr, prefetchOnce } from './prefetch';
import type { RequestListQuery, RequestListReply, RequestRow } from './schemas/requests';

const schemas = () => import('./schemas/requests');

/** Drops empty filters so the URL stays readable and the server sees only what was chosen. */
const queryOf = (query: RequestListQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** One keyset page of the company's incoming requests. Silent: the list says 'Failed to load requests' itself (part 1 §8). */
export function fetchRequestPage(query: RequestListQuery, signal?: AbortSignal): Promise<RequestListReply> {
  return earlyOr(requestPageKey(query), () => requestPage(query, { signal }));
}

/** The same page asked for before the requests screen opens (its drawer item hovered), for fetchRequestPage to take. */
export function prefetchRequestPage(query: RequestListQuery): void {
  prefetchOnce(requestPageKey(query), () => requestPage(query, { keepOnRouteChange: true }));
}

const requestPageKey = (query: RequestListQuery) => `requests?${new URLSearchParams(queryOf(query) as Record<string, string>)}`;
const requestPage = (query: RequestListQuery, options: { signal?: AbortSignal; keepOnRouteChange?: boolean }) =>
  apiCall('/requests', () => schemas().then((m) => m.RequestListReply), { query: queryOf(query), ...options, silent: true });

/** One keyset page of the requests the signed-in user sent (/profile/requests). */
export function fetchSentRequestPage(query: RequestListQuery, signal?: AbortSignal): Promise<RequestListReply> {
  return apiCall('/profile/requests', () => schemas().then((m) => m.RequestListReply), { query: queryOf(query), signal, silent: true });
}

export function fetchRequest(id: number, signal?: AbortSignal): Promise<RequestRow> {
  return apiCall(`/requests/${id}`, () => schemas().then((m) => m.RequestRow), { silent: true, signal });
}

/** Accept (2) or reject (3) a pending request: 204 on success, 409 when it was decided already. Silent: the list says what happened. */
export function decideRequest(id: number, status: 2 | 3, signal?: AbortSignal): Promise<void> {
  return apiCall(`/requests/${id}/status`, unreadReply, { method: 'POST', body: { status }, silent: true, signal }).then(() => undefined);
}

/** Whether a failed decision means someone else decided the request first. */
export const isDecidedAlready = (error: unknown) => failureOf(error).status === 409;

/** What a failed decision says: our own words for 403/404, else the server's (translated) message. */
export function decisionFailure(error: unknown): string {
  const shared = sharedFailureMessage(error);
  if (shared) return shared;
  const { status, body } = failureOf(error);
  if (status === 404) return 'requests.not-found';
  if (status === 403) return 'requests.not-allowed';
  return readApiError(body)?.message || 'requests.decision-failed';
}
