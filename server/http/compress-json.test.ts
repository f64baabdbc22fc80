import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { compressJson } from './compress-json';
import { jsonText } from './json-text';

/** A reply as Node's HTTP client sees it on the wire (fetch would hide the framing and decode gzip). */
function get(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

describe('JSON compression, served by Node', () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await ctx.dispose();
  });

  it('sends a small reply whole and plain, with its length', async () => {
    const small = await get(base, '/api/health', { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-length']).toBe(String(small.body.length));
    expect(small.headers['transfer-encoding']).toBeUndefined();
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('gzips a large reply for a client that takes gzip, and sends it plain to one that does not', async () => {
    const zipped = await get(base, '/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    const document = JSON.parse(gunzipSync(zipped.body).toString());
    expect(document).toHaveProperty('openapi');
    const plain = await get(base, '/api/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(document);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('gzips a page PostgreSQL built as JSON text (jsonText) as well, and leaves a small one alone', async () => {
    const app = new Hono();
    app.use('*', compressJson);
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` }));
    app.get('/page', (c) => jsonText(c, JSON.stringify({ data: rows, nextCursor: null })));
    app.get('/small', (c) => jsonText(c, '{"data":[],"nextCursor":null}'));
    const pages = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => (pages.listening ? resolve() : pages.once('listening', () => resolve())));
      const at = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
      const zipped = await get(at, '/page', { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual({ data: rows, nextCursor: null });
      const small = await get(at, '/small', { 'accept-encoding': 'gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('{"data":[],"nextCursor":null}');
    } finally {
      pages.close();
    }
  });
});
