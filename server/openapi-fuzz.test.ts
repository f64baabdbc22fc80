import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from './app';
import { users } from './db/schema';
import type { Logger, LogFields } from './http/logger';
import { bearer, forEachDatabase, loginAs } from './test/harness';
import { casesOf, operationsOf, STATIC_CASES, type FuzzCase, type OpenApiDoc } from './test/fuzz-cases';

// Every operation of /api/openapi.json, hit with bad ids, NUL bytes, huge numbers, impossible
// cursors and days, 1 MB strings, wrong content types and broken JSON, signed in and not: no reply is
// a 5xx, no error is logged, and no bad value reaches the database (it would log a warning).

/** A logger that keeps what the app reports as errors or refused database input. */
function recordingLogger() {
  const entries: { level: string; msg: string; fields: LogFields }[] = [];
  const keep = (level: string) => (msg: string, fields: LogFields = {}) => {
    if (level === 'error' || msg === 'input refused by the database') entries.push({ level, msg, fields });
  };
  const logger: Logger = { error: keep('error'), warn: keep('warn'), info: () => {}, debug: () => {} };
  return { logger, entries };
}

forEachDatabase('OpenAPI fuzz', (ctx) => {
  it('answers every hostile request to every operation below 500', async () => {
    const { logger, entries } = recordingLogger();
    const { deps } = ctx();
    // The fuzz measures validation, not load shedding: the database is never reported busy (no 503).
    const app = createApp({ ...deps, logger, database: { ping: () => deps.database.ping(), expectedWaitMs: () => 0, listen: (channel, handler) => deps.database.listen(channel, handler) } });
    const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDoc;
    const operations = operationsOf(doc);

    // Every API route is documented (so the walk reaches it).
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const routes = new Set(app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    expect([...routes].filter((r) => !documented.has(r))).toEqual([]);

    let request = 0;
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    const send = async (c: FuzzCase, headers: Record<string, string>) => {
      // A new address per request: the fuzz measures validation, not the abuse throttles.
      request++;
      const address = `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`;
      const res = await app.request(c.url, { method: c.method, headers: { ...c.headers, ...headers, 'x-forwarded-for': address }, body: c.body });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${res.status} ${c.method} ${c.url.slice(0, 120)} (${c.what}) ${headers.authorization ? 'signed in' : 'anonymous'}`);
      return res.status;
    };

    const tokens = { owner: await loginAs(app, 'demo', undefined, '10.255.0.1'), buyer: await loginAs(app, 'buyer1', undefined, '10.255.0.2') };
    // A case may sign the token out (logout), change the password or deactivate the account (a well-formed
    // DELETE /users/{id} of one's own id): the account is made usable again and signed in anew.
    const valid = async (who: keyof typeof tokens) => {
      const self = await app.request('/api/users/self', { headers: bearer(tokens[who]) });
      if (self.status === 401) {
        const login = who === 'owner' ? 'demo' : 'buyer1';
        await deps.db.update(users).set({ deactivatedAt: null }).where(eq(users.userName, login));
        tokens[who] = await loginAs(app, login, undefined, '10.255.0.3');
      }
      return bearer(tokens[who]);
    };

    const unreached: string[] = [];
    for (const op of operations) {
      const cases = casesOf(op);
      // The company owner; a buyer for what only buyers may do (a 403 for the owner, not for the buyer).
      const baseline = cases.at(-1)!;
      const who = (await send(baseline, await valid('owner'))) === 403 && (await send(baseline, await valid('buyer'))) !== 403 ? 'buyer' : 'owner';
      const seen = new Set<number>();
      for (const c of cases) {
        seen.add(await send(c, await valid(who)));
        await send(c, {});
      }
      if (op.pathParams.length + op.queryParams.length > 0 || op.body) {
        // Each operation with inputs refused some of them itself (not only at the door).
        if (![400, 404, 413, 422].some((s) => seen.has(s))) unreached.push(`${op.name}: ${[...seen].join(',')}`);
      }
    }
    for (const c of STATIC_CASES) await send(c, {});

    console.log(`fuzz [${ctx().driver}]: ${operations.length} operations, ${request} requests, statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(entries.slice(0, 10)).toEqual([]);
    expect(unreached).toEqual([]);
  }, 600_000);
});
