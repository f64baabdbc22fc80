// The one ofetch instance: base /api, accept-language, bearer token, the interceptor table
// (failure.ts) and cancellation of in-flight requests when the route changes.
// ofetch loads with the first call, not before the login page renders.
import type { FetchError, FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { describeFailure, lineOrServerNotice, noticeMessage, type Failure, type Notice } from './failure';
import { dropPrefetched, keepPrefetchesPerLanguage } from './prefetch';

export type ApiClientDeps = {
  getToken: () => string | null;
  getLocale: () => string;
  /** Path of the current screen, to keep 401 silent on /login. */
  getPath: () => string;
  notify: (notice: Notice) => void;
  onSessionExpired: () => void;
  isOnline?: () => boolean;
};

let deps: ApiClientDeps = {
  getToken: () => null,
  getLocale: () => 'en',
  getPath: () => '/',
  notify: () => {},
  onSessionExpired: () => {},
};
let routeController = new AbortController();
// A reply prefetched in one language is not taken after a switch to the other (it has localized names).
keepPrefetchesPerLanguage(() => deps.getLocale());

export function configureApiClient(next: Partial<ApiClientDeps>) {
  deps = { ...deps, ...next };
}

/** Called by the router on every navigation: requests of the screen being left are cancelled. */
export function abortRouteRequests() {
  routeController.abort();
  routeController = new AbortController();
}

export type CallOptions = Omit<FetchOptions<'json'>, 'signal'> & {
  /** Session calls (login, self, logout) must survive the navigation they cause. */
  keepOnRouteChange?: boolean;
  signal?: AbortSignal;
  /** Let the caller show the failure itself (e.g. the login form). */
  silent?: boolean;
  /**
   * A POST that changes no data the screens show (the live events' ticket): it leaves the prefetched
   * replies in place. Every other call but GET and HEAD counts as a write.
   */
  keepsPrefetches?: boolean;
};

const loadOfetch = () => import('ofetch').then((m) => m.ofetch);

/** ofetch's FetchError, known by its name: the class itself is in the chunk that loads with the first call. */
const isFetchError = (error: unknown): error is FetchError => error instanceof Error && error.name === 'FetchError';

function classify(error: unknown, online: boolean): Failure {
  if (!online) return { kind: 'offline' };
  if (isFetchError(error)) {
    if (error.name === 'AbortError' || error.cause instanceof DOMException && error.cause.name === 'AbortError') return { kind: 'aborted' };
    if (error.response) return { kind: 'response', status: error.response.status, body: error.data };
    return error.request ? { kind: 'no-response' } : { kind: 'setup' };
  }
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'aborted' };
  return { kind: 'setup' };
}

/**
 * Offline only when the browser says so. Node 21+ has a `navigator` without `onLine` (undefined), which
 * must not read as offline for the code that runs there (tests, the prerender).
 */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Each failed call's row of the table, as classified when it failed (online or not at that moment). */
const classified = new WeakMap<object, Failure>();

/**
 * The table's row for an error a call threw: ofetch's (classified when it failed), or the product
 * upload's `{ status, body }` (XMLHttpRequest; status 0 when nothing came back).
 */
export function callFailure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null && classified.has(error)) return classified.get(error)!;
  const online = browserOnline();
  if (!isFetchError(error) && typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    if ('aborted' in error && error.aborted) return { kind: 'aborted' };
    if (!online) return { kind: 'offline' };
    return error.status === 0 ? { kind: 'no-response' } : { kind: 'response', status: error.status, body: (error as { body?: unknown }).body };
  }
  return classify(error, online);
}

/** The table's message (`ns.key`) when a failure is the line's or the server's (offline, 500…), else null: the screen words it. */
export function sharedFailureMessage(error: unknown): string | null {
  const notice = lineOrServerNotice(callFailure(error));
  return notice ? noticeMessage(notice) : null;
}

export function isAbort(error: unknown): boolean {
  return classify(error, true).kind === 'aborted';
}

/** Status and body of a failed call, for machines that branch on them (401 at login, 429 lock). */
export function failureOf(error: unknown): { status?: number; body?: unknown } {
  return isFetchError(error) ? { status: error.response?.status, body: error.data } : {};
}

/**
 * The schema a reply must match, or a loader of it. Calls that can run before the first render
 * (the session's) pass a loader: full zod then downloads with their request instead of before the
 * page renders, and the reply is still checked before anyone sees it.
 */
export type ReplySchema<S extends ReplyParser> = S | (() => Promise<S>);
/** A zod schema, or for a reply nobody reads, `unreadReply`. */
type ReplyParser = Pick<z.ZodType, 'parse'>;

/** The reply of a call whose answer nobody reads (a 204, a delete): any body is fine, none is kept. */
export const unreadReply = { parse: (): undefined => undefined };

export async function apiCall<S extends ReplyParser>(path: string, schema: ReplySchema<S>, options: CallOptions = {}): Promise<ReturnType<S['parse']>> {
  const { keepOnRouteChange, silent, signal, headers, keepsPrefetches, ...rest } = options;
  const token = deps.getToken();
  const loadingSchema = typeof schema === 'function' ? schema() : schema;
  const signals = [signal, keepOnRouteChange ? undefined : routeController.signal].filter(Boolean) as AbortSignal[];
  // A write makes every prefetched page possibly stale: dropped when it leaves and when it is answered.
  const writes = !keepsPrefetches && rest.method !== undefined && !['GET', 'HEAD'].includes(String(rest.method).toUpperCase());
  if (writes) dropPrefetched();
  try {
    const ofetch = await loadOfetch();
    const data = await ofetch(path, {
      baseURL: '/api',
      ...rest,
      signal: signals.length ? AbortSignal.any(signals) : undefined,
      headers: {
        accept: 'application/json',
        'accept-language': deps.getLocale(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
    return (await loadingSchema).parse(data ?? null) as ReturnType<S['parse']>;
  } catch (error) {
    const online = deps.isOnline ? deps.isOnline() : browserOnline();
    const failure = classify(error, online);
    if (typeof error === 'object' && error !== null) classified.set(error, failure);
    const outcome = describeFailure(failure, deps.getPath().startsWith('/login'));
    if (outcome.sessionExpired) deps.onSessionExpired();
    if (outcome.notice && !silent) deps.notify(outcome.notice);
    throw error;
  } finally {
    if (writes) dropPrefetched();
  }
}

/** The headers every call carries (language, bearer token), for the one call ofetch cannot make: an upload with progress. */
export function requestHeaders(): Record<string, string> {
  const token = deps.getToken();
  return { accept: 'application/json', 'accept-language': deps.getLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}
