import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

describe('static client: build metadata', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { NODE_ENV: 'production' });
    // What `vite build` leaves beside the client: its manifest (every chunk's name) under a dot folder.
    await mkdir(path.join(ctx.config.distDir, '.vite'), { recursive: true });
    await writeFile(path.join(ctx.config.distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(ctx.config.distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-1a2b.js"}}');
    await writeFile(path.join(ctx.config.distDir, '.vite', 'manifest.json.br'), 'compressed');
  });
  afterAll(() => ctx.dispose());

  it('does not serve the build manifest nor any dot folder, plain or encoded, and answers 404 rather than the app', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json', '/assets/../.vite/manifest.json', '/.vite/manifest.json.br']) {
      const res = await ctx.app.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
      const text = await res.text();
      expect(text, url).not.toContain('main-1a2b');
      expect(text, url).not.toBe('compressed');
      expect(res.status, url).toBe(404);
    }
    // Client routes still get the app.
    expect(await (await ctx.app.request('/products/some-slug')).text()).toContain('id="root"');
  });
});
