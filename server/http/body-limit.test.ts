import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { bearer, forEachDatabase, loginAs } from '../test/harness';
import { MULTIPART_SCAN_BYTES } from './method-override';

const MB = 1024 * 1024;

/** A body of `total` bytes made on demand, remembering how much the server pulled from it. */
function meteredBody(total: number, chunk = 64 * 1024, prefix = '') {
  const meter = { pulled: 0 };
  let sent = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      const bytes = sent === 0 && prefix ? encoder.encode(prefix.padEnd(size, ' ')) : new Uint8Array(size).fill(0x20);
      sent += size;
      meter.pulled = sent;
      controller.enqueue(bytes);
    },
  });
  return { stream, meter };
}

forEachDatabase('body limits', (ctx) => {
  it('refuses a declared 2 MB JSON body with 413 before reading any of it', async () => {
    const { stream, meter } = meteredBody(2 * MB, 64 * 1024, '{"login":"demo","password":"');
    const res = await ctx().app.request('/api/auth/login', {
      method: 'POST', body: stream, duplex: 'half',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * MB), 'accept-language': 'ar' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'الطلب كبير جداً (١ ميغابايت كحد أقصى).' });
    expect(meter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('cuts off a streamed JSON body as soon as it passes 1 MB', async () => {
    const { stream, meter } = meteredBody(2 * MB, 64 * 1024, '{"login":"demo","password":"');
    const res = await ctx().app.request('/api/auth/login', {
      method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is too large (1 MB at most).' });
    expect(meter.pulled).toBeLessThan(1 * MB + 3 * 64 * 1024);
  });

  it('lets a JSON body under 1 MB through to the route', async () => {
    const res = await ctx().app.request('/api/auth/login', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ login: 'demo', password: 'Demo@12345', padding: 'x'.repeat(900 * 1024) }),
    });
    expect(res.status).toBe(200);
  });

  it('gives multipart bodies 1 MB unless the route takes uploads (products: ten 10 MB photos)', async () => {
    const token = await loginAs(ctx().app, 'demo');
    const form = () => ({ 'content-type': 'multipart/form-data; boundary=x', ...bearer(token) });
    const other = await ctx().app.request('/api/users/notifications/all', {
      method: 'POST', headers: { ...form(), 'content-length': String(2 * MB) }, body: meteredBody(2 * MB).stream, duplex: 'half',
    } as RequestInit);
    expect(other.status).toBe(413);
    const products = await ctx().app.request('/api/products', {
      method: 'POST', headers: { ...form(), 'content-length': String(102 * MB) }, body: meteredBody(102 * MB).stream, duplex: 'half',
    } as RequestInit);
    expect(products.status).toBe(413);
    expect((await products.json()).message).toBe('The image is too large (10 MB at most)');
    const join = await ctx().app.request('/api/join-requests', {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * MB) }, body: meteredBody(11 * MB).stream, duplex: 'half',
    } as RequestInit);
    expect(join.status).toBe(413);
    expect((await join.json()).message).toBe('The file is too large (10 MB at most)');
  });

  overHttp(ctx);
});

/** Over a real socket: the reply to an upload without a token comes before the body has been sent. */
function overHttp(ctx: () => { app: ReturnType<typeof createApp> }) {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: ctx().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * Sends the headers and the first 64 KB of a much larger upload (what the _method override may
   * look at), then waits for the status.
   */
  const partialUpload = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/products', headers });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
      req.write(Buffer.alloc(MULTIPART_SCAN_BYTES, 0x20));
      // The rest is never sent: a server that waited for it would never answer.
    });

  it('answers an over-size multipart upload without a token at once (declared size: 413)', async () => {
    const status = await partialUpload({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(150 * MB) });
    expect(status).toBe(413);
  });

  it('answers a streamed multipart upload without a token with 401 before reading it', async () => {
    const status = await partialUpload({ 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' });
    expect(status).toBe(401);
  });

  it('answers a declared upload under the limit but without a token with 401 before reading it', async () => {
    const status = await partialUpload({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(90 * MB) });
    expect(status).toBe(401);
  });
}
