import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Notice } from './failure';
import { abortRouteRequests, apiCall, callFailure, configureApiClient, sharedFailureMessage } from './client';
import { earlyOr, prefetchOnce } from './prefetch';
import { productFailure } from './products';

// A real HTTP server stands in for /api, so headers, statuses and aborts go over the wire.
let server: Server;
let base = '';
const seen: Array<Record<string, string | string[] | undefined>> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const url = req.url ?? '';
    if (url.endsWith('/ok')) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":1}');
    if (url.endsWith('/expired')) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
    if (url.endsWith('/invalid')) return res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"x","errors":{"a":["A is required"],"b":["B is wrong"]}}');
    if (url.endsWith('/boom')) return res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"relation \\"products\\" does not exist"}');
    if (url.endsWith('/slow')) return setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":2}'), 300);
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

function setup(path = '/products', online = true) {
  const notices: Notice[] = [];
  let expired = 0;
  configureApiClient({ getToken: () => 'tok123', getLocale: () => 'ar', getPath: () => path, notify: (n) => notices.push(n), onSessionExpired: () => expired++, isOnline: () => online });
  return { notices, expired: () => expired };
}

const unread = { parse: () => undefined };

describe('api client', () => {
  it('sends the bearer token and accept-language, and validates the reply', async () => {
    setup();
    await expect(apiCall('/ok', z.object({ value: z.number() }), { baseURL: base })).resolves.toEqual({ value: 1 });
    expect(seen.at(-1)?.authorization).toBe('Bearer tok123');
    expect(seen.at(-1)?.['accept-language']).toBe('ar');
  });
  it('turns a 401 away from login into a session expiry with its snackbar', async () => {
    const s = setup('/products');
    await expect(apiCall('/expired', z.unknown(), { baseURL: base })).rejects.toThrow();
    expect(s.expired()).toBe(1);
    expect(s.notices).toEqual([{ key: 'errors.session-expired', severity: 'warning' }]);
  });
  it('keeps a 401 silent on the login screen', async () => {
    const s = setup('/login');
    await expect(apiCall('/expired', z.unknown(), { baseURL: base })).rejects.toThrow();
    expect(s.expired()).toBe(0);
    expect(s.notices).toEqual([]);
  });
  it('joins 422 messages', async () => {
    const s = setup();
    await expect(apiCall('/invalid', z.unknown(), { baseURL: base })).rejects.toThrow();
    expect(s.notices).toEqual([{ text: 'A is required, B is wrong', severity: 'error' }]);
  });
  it('cancels in-flight requests on route change, silently, but not session calls', async () => {
    const s = setup();
    const scoped = apiCall('/slow', z.unknown(), { baseURL: base, retry: 0 });
    const kept = apiCall('/slow', z.object({ value: z.number() }), { baseURL: base, keepOnRouteChange: true });
    await new Promise((r) => setTimeout(r, 50));
    abortRouteRequests();
    await expect(scoped).rejects.toThrow();
    await expect(kept).resolves.toEqual({ value: 2 });
    expect(s.notices).toEqual([]);
  });
  it('reports a server that does not answer', async () => {
    const s = setup();
    await expect(apiCall('/ok', z.unknown(), { baseURL: 'http://127.0.0.1:1', retry: 0 })).rejects.toThrow();
    expect(s.notices.map((n) => n.key)).toEqual(['errors.no-response']);
  });
  it("a silent call's 500 reads 'Server error', not the server's raw text", async () => {
    const s = setup();
    const error = await apiCall('/boom', z.unknown(), { baseURL: base, silent: true, retry: 0 }).catch((e: unknown) => e);
    expect(s.notices).toEqual([]);
    expect(callFailure(error)).toMatchObject({ kind: 'response', status: 500 });
    expect(productFailure(error, 'product-dialogs.delete-failed').message).toBe('errors.server');
  });
  it('a call that fails offline is remembered as offline, whatever the screen says', async () => {
    const s = setup('/products', false);
    const error = await apiCall('/ok', z.unknown(), { baseURL: 'http://127.0.0.1:1', retry: 0 }).catch((e: unknown) => e);
    expect(s.notices).toEqual([{ key: 'errors.offline', severity: 'warning' }]);
    expect(callFailure(error)).toEqual({ kind: 'offline' });
    expect(sharedFailureMessage(error)).toBe('errors.offline');
  });
  it("reads the upload's { status, body } failures as table rows", () => {
    expect(callFailure({ status: 500, body: { message: 'x' } })).toMatchObject({ kind: 'response', status: 500 });
    expect(callFailure({ status: 0, body: null })).toEqual({ kind: 'no-response' });
    expect(callFailure({ status: 0, body: null, aborted: true })).toEqual({ kind: 'aborted' });
    expect(sharedFailureMessage({ status: 422, body: {} })).toBeNull();
  });

  it('a write drops the replies prefetched for screens (a read keeps them), even when the write fails', async () => {
    setup();
    const ok = z.object({ value: z.number() });
    prefetchOnce('page', async () => 'early');
    await apiCall('/ok', ok, { baseURL: base });
    await expect(earlyOr('page', async () => 'own')).resolves.toBe('early');
    prefetchOnce('page', async () => 'early');
    await apiCall('/boom', unread, { baseURL: base, method: 'POST', silent: true }).catch(() => {});
    await expect(earlyOr('page', async () => 'own')).resolves.toBe('own');
  });

  it('a POST that writes nothing a screen shows (the live events\' ticket) keeps them', async () => {
    setup();
    prefetchOnce('page', async () => 'early');
    await apiCall('/ok', z.object({ value: z.number() }), { baseURL: base, method: 'POST', keepsPrefetches: true });
    await expect(earlyOr('page', async () => 'own')).resolves.toBe('early');
  });

  it('takes no reply prefetched in the language the seller has just left', async () => {
    let locale = 'en';
    configureApiClient({ getLocale: () => locale });
    prefetchOnce('page', async () => 'English names');
    locale = 'ar';
    await expect(earlyOr('page', async () => 'Arabic names')).resolves.toBe('Arabic names');
  });
});
