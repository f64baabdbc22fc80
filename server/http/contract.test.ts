import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { throttles } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';
import type { Logger } from './logger';

// One representative route per class of bad input (the OpenAPI fuzz covers every route): each is
// refused by the shared contract with a 422 naming the field, in the caller's language.

const b64 = (text: string) => Buffer.from(text).toString('base64url');

forEachDatabase('input contract', (ctx) => {
  let owner: string;
  const get = (url: string, lang = 'en') => call(ctx().app, 'GET', url, undefined, { ...bearer(owner), 'accept-language': lang });

  it('refuses ids past int4 with 422, and a well-formed id that names nothing with 404', async () => {
    owner = await loginAs(ctx().app, 'demo');
    expect(await get('/api/requests/2147483648')).toMatchObject({ status: 422, data: { errors: { id: ['This identifier is not valid'] } } });
    expect(await get('/api/requests/0')).toMatchObject({ status: 422 });
    expect(await get('/api/requests/2147483647')).toMatchObject({ status: 404 });
    const deleted = await call(ctx().app, 'DELETE', '/api/employees/9999999999', undefined, bearer(owner));
    expect(deleted).toMatchObject({ status: 422, data: { errors: { id: ['This identifier is not valid'] } } });
    const overridden = await call(ctx().app, 'POST', '/api/employees/9999999999?_method=DELETE', undefined, bearer(owner));
    expect(overridden.status).toBe(422);
  });

  it('refuses ids past int4 in bodies and id lists', async () => {
    const edit = await call(ctx().app, 'PUT', '/api/products/1', { name: 'x', categoryId: 2147483648, price: 1000, status: 'available' }, bearer(owner));
    expect(edit).toMatchObject({ status: 422, data: { errors: { categoryId: ['Choose a category'] } } });
    const list = await get('/api/products/1/sellers?usersIds=1,2147483648');
    expect(list).toMatchObject({ status: 422, data: { errors: { usersIds: ['One of these identifiers is not valid'] } } });
    expect((await get('/api/users/notifications?page=99999999999999999999999')).data.errors).toEqual({ page: ['The page number is not valid'] });
  });

  it('refuses NUL bytes in queries, paths and bodies, in English and Arabic', async () => {
    expect(await get('/api/requests?q=%00')).toMatchObject({ status: 422, data: { errors: { q: ['This text contains a character that is not allowed'] } } });
    expect(await get('/api/requests?receiverName=a%00', 'ar')).toMatchObject({
      status: 422, data: { message: 'يحتوي هذا النص على حرف غير مسموح به', errors: { receiverName: ['يحتوي هذا النص على حرف غير مسموح به'] } },
    });
    expect(await get('/api/products/x%00y')).toMatchObject({ status: 422, data: { errors: { product: ['This text contains a character that is not allowed'] } } });
    const note = await call(ctx().app, 'POST', '/api/employees', {
      fullName: 'A\u0000B', phone: '12345678', email: 'nul@souqdesk.test', userName: 'nul_user', password: 'Secret@123', passwordConfirmation: 'Secret@123',
    }, bearer(owner));
    expect(note).toMatchObject({ status: 422, data: { errors: { fullName: ['This text contains a character that is not allowed'] } } });
  });

  it('refuses cursors and days that do not exist', async () => {
    const cursor = await get(`/api/requests?cursor=${b64('2024-99-99T99:99:99Z|1')}`);
    expect(cursor).toMatchObject({ status: 422, data: { errors: { cursor: ['This page link is no longer valid; reload the list'] } } });
    expect((await get(`/api/requests?cursor=${b64('2024-02-30T00:00:00.000000Z|1')}`)).status).toBe(422);
    for (const day of ['9999-12-31', '2024-02-30']) {
      expect(await get(`/api/requests?date=${day}`)).toMatchObject({ status: 422, data: { errors: { date: [expect.stringContaining('real date')] } } });
    }
    expect((await get('/api/requests?date=2026-03-01')).status).toBe(200);
  });

  it('refuses a 1 MB login name before writing to the throttle table', async () => {
    const before = await ctx().db.select({ n: count() }).from(throttles);
    const res = await call(ctx().app, 'POST', '/api/auth/login', { login: 'a'.repeat(1_000_000), password: 'x' }, { 'x-forwarded-for': '10.7.7.7' });
    expect(res).toMatchObject({ status: 422, data: { errors: { login: ['This text is too long'] } } });
    expect(await ctx().db.select({ n: count() }).from(throttles)).toEqual(before);
  });

  it('answers malformed percent-escapes on static paths and uploads with 400', async () => {
    for (const url of ['/%', '/%E0%A4%A', '/uploads/%E0%A4%A', '/uploads/products/%']) {
      expect(await call(ctx().app, 'GET', url)).toMatchObject({ status: 400, data: { message: 'Invalid request.' } });
    }
  });

  it("maps what can only be the caller's fault to 4xx, logs a bad value the database refused, and keeps real faults 500", async () => {
    const logged: { level: string; msg: string }[] = [];
    const keep = (level: string) => (msg: string) => logged.push({ level, msg });
    const logger: Logger = { error: keep('error'), warn: keep('warn'), info: () => {}, debug: () => {} };
    const app = createApp({ ...ctx().deps, logger });
    app.get('/api/_uri', () => new Response(decodeURIComponent('%E0%A4%A')));
    app.get('/api/_data', () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }) });
    });
    app.get('/api/_fault', () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    // The database away for a moment is not a fault of the code: 503 with Retry-After (docs/operations.md).
    app.get('/api/_away', () => {
      throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    });
    app.get('/api/_divide', () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('division by zero'), { code: '22012' }) });
    });
    expect(await call(app, 'GET', '/api/_uri')).toMatchObject({ status: 400, data: { message: 'Invalid request.' } });
    expect(logged).toEqual([]);
    expect(await call(app, 'GET', '/api/_data')).toMatchObject({ status: 400, data: { message: 'Invalid request.' } });
    expect(logged).toContainEqual({ level: 'warn', msg: 'input refused by the database' });
    expect(await call(app, 'GET', '/api/_away')).toMatchObject({ status: 503, data: { retryAfter: 2 } });
    expect(await call(app, 'GET', '/api/_fault')).toMatchObject({ status: 500 });
    expect(logged).toContainEqual({ level: 'error', msg: 'unhandled error' });
    // A data error the server's own SQL made is its fault.
    expect(await call(app, 'GET', '/api/_divide')).toMatchObject({ status: 500 });
  });
});
