import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_TILE_ORIGIN } from '../../src/domain/map-tiles';
import { createTestContext, type TestContext } from '../test/harness';

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    await mkdir(ctx.config.distDir, { recursive: true });
    await writeFile(path.join(ctx.config.distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await ctx.storage.put('products/header-check.png', png);
  });
  afterAll(() => ctx.dispose());

  const expectHardened = (res: Response, what: string) => {
    const csp = res.headers.get('content-security-policy') ?? '';
    if (what.includes('/api/')) {
      // Data, never a page: nothing may load or run in it, and the page-only headers stay off.
      expect(csp, what).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cross-origin-opener-policy'), what).toBeNull();
      expect(res.headers.get('permissions-policy'), what).toBeNull();
    } else {
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("script-src 'self'");
      expect(csp, what).toContain("object-src 'none'");
      expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
    }
    expect(csp, what).not.toContain('unsafe-inline');
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
    expect(res.headers.get('strict-transport-security'), what).toContain('max-age=');
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  };

  it('are on the client, API replies (errors too) and uploads', async () => {
    const replies: [string, Response][] = [
      ['/', await ctx.app.request('/')],
      ['/products (client route)', await ctx.app.request('/products')],
      ['/api/health', await ctx.app.request('/api/health')],
      ['/api/users/self without a token (401)', await ctx.app.request('/api/users/self')],
      ['/api/nope (404)', await ctx.app.request('/api/nope')],
      ['/uploads/products/header-check.png', await ctx.app.request('/uploads/products/header-check.png')],
      ['/uploads/products/missing.png (404)', await ctx.app.request('/uploads/products/missing.png')],
    ];
    expect(replies.map(([p, r]) => `${p} ${r.status}`)).toEqual([
      '/ 200', '/products (client route) 200', '/api/health 200', '/api/users/self without a token (401) 401',
      '/api/nope (404) 404', '/uploads/products/header-check.png 200', '/uploads/products/missing.png (404) 404',
    ]);
    for (const [what, res] of replies) expectHardened(res, what);
  });

  it('are on every reply served by Node too (set on the ServerResponse there), with the request id', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const paths = ['/', '/api/health', '/api/users/self', '/api/nope', '/uploads/products/header-check.png', '/uploads/products/missing.png', '/%'];
      const replies = await Promise.all(paths.map(async (p) => [p, await fetch(base + p, { headers: { 'x-request-id': 'served-1' } })] as const));
      expect(replies.map(([p, r]) => `${p} ${r.status}`)).toEqual([
        '/ 200', '/api/health 200', '/api/users/self 401', '/api/nope 404',
        '/uploads/products/header-check.png 200', '/uploads/products/missing.png 404', '/% 400',
      ]);
      for (const [what, res] of replies) {
        expectHardened(res, `served ${what}`);
        expect(res.headers.get('x-request-id'), what).toBe('served-1');
        // One value per header: Node's and the reply's own headers are not both sent.
        expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
        await res.arrayBuffer();
      }
      const upload = replies.find(([p]) => p.endsWith('header-check.png'))![1];
      expect(upload.headers.get('content-type')).toBe('image/png');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serve uploads with the type of their content', async () => {
    const res = await ctx.app.request('/uploads/products/header-check.png');
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('let only the account page (its company map) load OpenStreetMap tiles, as images', async () => {
    const imgSrc = async (p: string) => /img-src ([^;]*)/.exec((await ctx.app.request(p)).headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(await imgSrc('/userAccount')).toContain(MAP_TILE_ORIGIN);
    expectHardened(await ctx.app.request('/userAccount?activeSection=company'), '/userAccount');
    for (const other of ['/', '/products', '/userAccount/x', '/api/companies/self']) expect(await imgSrc(other), other).not.toContain('openstreetmap');
    const csp = (await ctx.app.request('/userAccount')).headers.get('content-security-policy')!;
    expect(csp.replace(/img-src [^;]*/, '')).not.toContain('openstreetmap');
  });
});
