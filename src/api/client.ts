// The one ofetch instance: base /api, accept-language, bearer token, the interceptor table
// (failure.ts) and cancellation of in-flight requests when the route changes.
import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { describeFailure, type Failure, type Notice } from './failure';

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
};

function classify(error: unknown, online: boolean): Failure {
  if (!online) return { kind: 'offline' };
  if (error instanceof FetchError) {
    if (error.name === 'AbortError' || error.cause instanceof DOMException && error.cause.name === 'AbortError') return { kind: 'aborted' };
    if (error.response) return { kind: 'response', status: error.response.status, body: error.data };
    return error.request ? { kind: 'no-response' } : { kind: 'setup' };
  }
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'aborted' };
  return { kind: 'setup' };
}

export function isAbort(error: unknown): boolean {
  return classify(error, true).kind === 'aborted';
}

/** Status and body of a failed call, for machines that branch on them (401 at login, 429 lock). */
export function failureOf(error: unknown): { status?: number; body?: unknown } {
  return error instanceof FetchError ? { status: error.response?.status, body: error.data } : {};
}

export async function apiCall<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  const { keepOnRouteChange, silent, signal, headers, ...rest } = options;
  const token = deps.getToken();
  const signals = [signal, keepOnRouteChange ? undefined : routeController.signal].filter(Boolean) as AbortSignal[];
  try {
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
    return schema.parse(data ?? null);
  } catch (error) {
    const online = deps.isOnline ? deps.isOnline() : typeof navigator === 'undefined' || navigator.onLine;
    const outcome = describeFailure(classify(error, online), deps.getPath().startsWith('/login'));
    if (outcome.sessionExpired) deps.onSessionExpired();
    if (outcome.notice && !silent) deps.notify(outcome.notice);
    throw error;
  }
}

/** The headers every call carries (language, bearer token), for the one call ofetch cannot make: an upload with progress. */
export function requestHeaders(): Record<string, string> {
  const token = deps.getToken();
  return { accept: 'application/json', 'accept-language': deps.getLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}
