import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { REFUSAL_DELAY_MS } from './http/admission';
import { requireRole, requireUser } from './http/require-user';
import { bearer, call, createTestContext, forEachDatabase, loginAs, type TestContext } from './test/harness';

forEachDatabase('app conventions', (ctx) => {
  it('answers health and echoes or creates a request id', async () => {
    const res = await call(ctx().app, 'GET', '/api/health', undefined, { 'x-request-id': 'abc-123' });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('ok');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const generated = await call(ctx().app, 'GET', '/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents every route in /api/openapi.json', async () => {
    const { data } = await call(ctx().app, 'GET', '/api/openapi.json');
    expect(data.openapi).toMatch(/^3\./);
    expect(Object.keys(data.paths).sort()).toEqual([
      '/api/accounts/{id}', '/api/accounts/{id}/follow', '/api/accounts/{id}/followers', '/api/accounts/{id}/following',
      '/api/admin/join-requests', '/api/admin/join-requests/{id}/approve', '/api/admin/join-requests/{id}/attachment', '/api/admin/join-requests/{id}/decline',
      '/api/attributes/{id}/options', '/api/auth/login', '/api/auth/logout', '/api/auth/password/forgot',
      '/api/auth/password/reset', '/api/banners', '/api/banners/calendar', '/api/banners/direct', '/api/banners/unpaid', '/api/banners/user', '/api/banners/{id}', '/api/categories', '/api/categories/{id}/attributes', '/api/chats/contacts',
      '/api/chats/files/{fileId}', '/api/chats/forward',
      '/api/chats/messages', '/api/chats/messages/{userId}',
      '/api/chats/messages/{userId}/images',
      '/api/chats/messages/{userId}/read', '/api/chats/messages/{userId}/typing',
      '/api/chats/messages/{userId}/voice', '/api/chats/saved-replies', '/api/chats/saved-replies/{id}',
      '/api/companies/self', '/api/companies/self/add-file', '/api/companies/self/files/{fileId}', '/api/companies/self/members',
      '/api/employees', '/api/employees/export', '/api/employees/{id}', '/api/employees/{id}/restore', '/api/events', '/api/events/ticket',
      '/api/health', '/api/join-requests',
      '/api/memberships', '/api/memberships/cart', '/api/memberships/cart/{id}', '/api/memberships/self', '/api/memberships/services/show', '/api/memberships/services/{service}/cart', '/api/memberships/services/{service}/cart/{id}', '/api/memberships/services/{service}/direct', '/api/memberships/types', '/api/memberships/{id}',
      '/api/offers/calendar', '/api/offers/promo', '/api/offers/promo/{id}', '/api/offers/unactive', '/api/offers/users',
      '/api/orders/myfatoorah/pay', '/api/orders/myfatoorah/session', '/api/orders/myfatoorah/webhook', '/api/orders/payment-status',
      '/api/products', '/api/products/{product}', '/api/products/{product}/favorite', '/api/products/{product}/views', '/api/products/{sellerId}/sellers',
      '/api/profile/requests', '/api/ready', '/api/requests', '/api/requests/{id}', '/api/requests/{id}/status', '/api/settings/keys',
      '/api/statics/dashboard/categories/sales', '/api/statics/dashboard/companies/views', '/api/statics/dashboard/overview',
      '/api/statics/dashboard/products/sales', '/api/statics/dashboard/products/views', '/api/statics/dashboard/roas',
      '/api/statics/dashboard/sales', '/api/statics/dashboard/sales/number', '/api/statics/dashboard/users/sales',
      '/api/users/add-image', '/api/users/delete-image',
      '/api/users/notifications', '/api/users/notifications/all', '/api/users/notifications/{id}', '/api/users/self',
      '/api/users/self/account', '/api/users/self/deactivation', '/api/users/user-data', '/api/users/{id}',
    ]);
    expect(data.paths['/api/join-requests'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(data.paths['/api/products'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(data.paths['/api/users/self'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(data.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(data.paths['/api/events'].get.security).toEqual([{ eventTicket: [] }]);
  });

  it('routes POST with _method PUT or DELETE (query, JSON or form body) as that method', async () => {
    const app = createApp(ctx().deps);
    app.put('/api/_echo', async (c) => c.json({ method: 'PUT', body: await c.req.json() }));
    app.delete('/api/_echo', async (c) => c.json({ method: 'DELETE', form: (await c.req.parseBody()).name ?? null }));
    expect((await call(app, 'POST', '/api/_echo', { _method: 'PUT', name: 'x' })).data).toEqual({ method: 'PUT', body: { _method: 'PUT', name: 'x' } });
    expect((await call(app, 'POST', '/api/_echo?_method=put', { name: 'y' })).data.method).toBe('PUT');
    const form = new FormData();
    form.set('_method', 'DELETE');
    form.set('name', 'z');
    const res = await app.request('/api/_echo', { method: 'POST', body: form });
    expect(await res.json()).toEqual({ method: 'DELETE', form: 'z' });
    expect((await call(app, 'POST', '/api/_echo', { name: 'no override' })).status).toBe(404);
    const urlencoded = await app.request('/api/_echo', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '_method=delete&name=w',
    });
    expect(await urlencoded.json()).toEqual({ method: 'DELETE', form: 'w' });
  });

  it('finds _method at the start of a multipart body and hands the whole body on, file included', async () => {
    const app = createApp(ctx().deps);
    app.put('/api/_upload', async (c) => {
      const file = (await c.req.parseBody()).file as File;
      return c.json({ method: 'PUT', size: file.size, last: new Uint8Array(await file.arrayBuffer())[file.size - 1] });
    });
    app.post('/api/_upload', (c) => c.json({ method: 'POST' }));
    const bytes = new Uint8Array(300 * 1024).fill(7);
    bytes[bytes.length - 1] = 9;
    const upload = (fields: [string, string | Blob][]) => {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return Promise.resolve(app.request('/api/_upload', { method: 'POST', body: form })).then((r) => r.json());
    };
    expect(await upload([['_method', 'PUT'], ['file', new Blob([bytes])]])).toEqual({ method: 'PUT', size: bytes.length, last: 9 });
    // Only the first 64 KB are looked at: after a large file, _method must go in the query string.
    expect(await upload([['file', new Blob([bytes])], ['_method', 'PUT']])).toEqual({ method: 'POST' });
  });

  it('answers unknown API paths with a translated 404 and malformed JSON with 400', async () => {
    const missing = await call(ctx().app, 'GET', '/api/nope', undefined, { 'accept-language': 'ar' });
    expect(missing).toMatchObject({ status: 404, data: { message: 'المورد غير موجود.' } });
    const res = await ctx().app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid request.' });
  });

  it('hides the details of unexpected failures behind a 500', async () => {
    const app = createApp(ctx().deps);
    app.get('/api/_boom', () => {
      throw new Error('secret database detail');
    });
    const res = await call(app, 'GET', '/api/_boom');
    expect(res.status).toBe(500);
    expect(res.data).toEqual({ message: 'Server error. Please try again later.' });
  });

  it('refuses new API work with 503, Retry-After and a translated message while the database queue is over 1 s; health still answers', async () => {
    let waitMs = 1001;
    const database = { ...ctx().deps.database, expectedWaitMs: () => waitMs };
    const app = createApp({ ...ctx().deps, database });
    const started = performance.now();
    const res = await call(app, 'POST', '/api/auth/login', { login: 'demo', password: 'Demo@12345' }, { 'accept-language': 'ar' });
    expect(res.status).toBe(503);
    // Held before it is sent, so a client that ignores Retry-After cannot flood the server with refusals.
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.data).toEqual({ message: 'الخادم مشغول. يرجى المحاولة بعد لحظات.', retryAfter: 1 });
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    waitMs = 1000;
    expect((await call(app, 'POST', '/api/auth/login', { login: 'demo', password: 'Demo@12345' })).status).toBe(200);
  });

  it('requireRole lets only the listed primary roles through (403 otherwise)', async () => {
    const app = createApp(ctx().deps);
    app.get('/api/_company-only', requireUser, requireRole('company'), (c) => c.json({ companyId: c.get('user')!.companyId }));
    const company = await call(app, 'GET', '/api/_company-only', undefined, bearer(await loginAs(app, 'demo')));
    expect(company.status).toBe(200);
    expect(company.data.companyId).toEqual(expect.any(Number));
    const employee = await call(app, 'GET', '/api/_company-only', undefined, { ...bearer(await loginAs(app, 'omar')), 'accept-language': 'ar' });
    expect(employee).toMatchObject({ status: 403, data: { message: 'ليس لديك صلاحية.' } });
    expect((await call(app, 'GET', '/api/_company-only')).status).toBe(401);
  });
});

describe('static client and production mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { NODE_ENV: 'production' });
    await mkdir(path.join(ctx.config.distDir, 'assets'), { recursive: true });
    await writeFile(path.join(ctx.config.distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(ctx.config.distDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  });
  afterAll(() => ctx.dispose());

  it('serves files, caches hashed assets and falls back to index.html for client routes', async () => {
    const asset = await ctx.app.request('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const route = await ctx.app.request('/products/some-slug');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await ctx.app.request('/assets/missing.js')).status).toBe(404);
    expect((await ctx.app.request('/../../etc/passwd')).status).not.toBe(500);
  });

  it('sends the build\'s brotli or gzip copy as the browser accepts, the file itself otherwise', async () => {
    const file = path.join(ctx.config.distDir, 'assets', 'big-9f8e.js');
    const body = `export const words = ${JSON.stringify('souq '.repeat(2000))};`;
    await writeFile(file, body);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
    const as = async (acceptEncoding: string) => {
      const res = await ctx.app.request('/assets/big-9f8e.js', { headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('javascript');
      const bytes = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      const text = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(text.toString()).toBe(body);
      return { encoding, size: bytes.length };
    };
    expect(await as('gzip, deflate, br')).toMatchObject({ encoding: 'br' });
    expect((await as('gzip, deflate, br')).size).toBeLessThan(body.length / 10);
    expect(await as('gzip')).toMatchObject({ encoding: 'gzip' });
    expect(await as('br;q=0, gzip')).toMatchObject({ encoding: 'gzip' });
    expect(await as('identity')).toMatchObject({ encoding: null, size: body.length });
    // A file the build left uncompressed (under 1 KB) goes as it is, whatever is accepted.
    expect((await ctx.app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('content-encoding')).toBeNull();
  });

  it('compresses JSON over 1 KB for clients that take gzip, and leaves small replies alone', async () => {
    const big = await ctx.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString())).toHaveProperty('openapi');
    const raw = await ctx.app.request('/api/openapi.json');
    expect(raw.headers.get('content-encoding')).toBeNull();
    const small = await ctx.app.request('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('sends a bare /login as the build\'s prerendered page in the language of the visitor\'s cookie', async () => {
    await writeFile(path.join(ctx.config.distDir, 'login.en.html'), '<html lang="en">prerendered</html>');
    await writeFile(path.join(ctx.config.distDir, 'login.ar.html'), '<html lang="ar">prerendered</html>');
    const english = await ctx.app.request('/login');
    expect(await english.text()).toBe('<html lang="en">prerendered</html>');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(english.headers.get('cache-control')).toBe('no-cache');
    const arabic = await ctx.app.request('/login', { headers: { cookie: 'theme=x; souqdesk.locale=ar' } });
    expect(await arabic.text()).toBe('<html lang="ar">prerendered</html>');
    // Anything but Arabic is English; a query (?session_expired) changes the page, so the app renders it.
    expect(await (await ctx.app.request('/login', { headers: { cookie: 'souqdesk.locale=fr' } })).text()).toContain('lang="en"');
    expect(await (await ctx.app.request('/login?session_expired=true')).text()).toContain('id="root"');
    expect(await (await ctx.app.request('/login/')).text()).toContain('id="root"');
  });

  it('sends a browser that holds a session the frame of the screen it lands on, in its language', async () => {
    const dist = ctx.config.distDir;
    await writeFile(path.join(dist, 'frames.json'), JSON.stringify([
      { path: '/', name: 'overview' }, { path: '/products/:slug', name: 'product' }, { path: '/profile/requests', name: 'profile-requests' }, { path: '/admin/join-requests', name: 'join-requests' },
    ]));
    for (const name of ['overview', 'product', 'profile-requests', 'join-requests']) {
      for (const locale of ['en', 'ar']) await writeFile(path.join(dist, `frame.${name}.${locale}.html`), `frame ${name} ${locale}`);
    }
    const page = async (url: string, cookie?: string) => {
      const res = await ctx.app.request(url, cookie ? { headers: { cookie } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      return res.text();
    };
    expect(await page('/', 'souqdesk.frame=company')).toBe('frame overview en');
    expect(await page('/products/blue-chair', 'souqdesk.locale=ar; souqdesk.frame=employee')).toBe('frame product ar');
    // A buyer's and an administrator's home, as the app redirects them.
    expect(await page('/', 'souqdesk.frame=user')).toBe('frame profile-requests en');
    expect(await page('/', 'souqdesk.frame=admin')).toBe('frame join-requests en');
    // No session, a cookie that is not a role, a screen without the shell or without a frame: the app's page.
    for (const [url, cookie] of [['/', undefined], ['/', 'souqdesk.frame=root'], ['/reset-password-request', 'souqdesk.frame=company'], ['/flows', 'souqdesk.frame=company'], ['/statistics', 'souqdesk.frame=company'], ['/no/such/screen', 'souqdesk.frame=company']]) {
      expect(await page(url!, cookie), `${url} ${cookie}`).toContain('id="root"');
    }
  });

  it("redirects any path containing 'thanks' to /payment-success keeping the query", async () => {
    const res = await ctx.app.request('/payment/thanks-page?paymentId=77&Id=5');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/payment-success?paymentId=77&Id=5');
  });
});
