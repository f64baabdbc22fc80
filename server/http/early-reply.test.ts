import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, loginAs, type TestContext } from '../test/harness';

interface Reply { status: number; connection: string | undefined; socket: unknown }

/**
 * Over a real listening server, with a keep-alive agent of one socket: a reply given before the body
 * was read must leave the connection usable, or say `Connection: close` so the client opens another.
 */
describe('a reply given before the request body was read', () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let port: number;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    token = await loginAs(ctx.app, 'buyer1');
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.dispose();
  });

  const send = (agent: http.Agent, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, agent, method, path, headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket }));
      });
      req.on('error', reject);
      req.end(body);
    });

  /**
   * The early reply, then a second request on the same one-socket agent: it is answered, either on the
   * same socket or on a new one because the first reply said `Connection: close`. Five rounds each.
   */
  const thenAnother = async (first: (agent: http.Agent) => Promise<Reply>, status: number) => {
    for (let round = 0; round < 5; round++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const early = await first(agent);
        expect(early.status).toBe(status);
        const next = await send(agent, 'GET', '/api/health');
        expect(next.status).toBe(200);
        if (next.socket !== early.socket) expect(early.connection).toBe('close');
      } finally {
        agent.destroy();
      }
    }
  };

  it('413 for a 2 MB chat message: the next request on that connection is answered', async () => {
    await thenAnother((agent) => send(agent, 'POST', '/api/chats/messages/1', Buffer.alloc(2 * 1024 * 1024, 0x20), bearer(token)), 413);
  });

  it('422 for a login whose field is a lone NUL: the next request on that connection is answered', async () => {
    await thenAnother((agent) => send(agent, 'POST', '/api/auth/login', JSON.stringify({ login: '\u0000', password: 'x' }), { 'x-forwarded-for': '10.66.0.1' }), 422);
  });

  it('401 for an upload without a token, answered before its body came: says Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, agent, method: 'POST', path: '/api/products', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) } });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket }));
        });
        req.on('error', reject);
        // Only the start of the upload is ever sent.
        req.write(Buffer.alloc(64 * 1024, 0x20));
      });
      expect(reply).toMatchObject({ status: 401, connection: 'close' });
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
