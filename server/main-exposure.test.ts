// The real server (`server/main.ts`) on a fresh database, listening on every address.
// Without SEED_DEMO=1 / PAYMENT_SANDBOX=1 it carries no demo accounts and no sandbox; with them it
// carries both and says so loudly.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlOf } from './test/admin-query';
import type { Driver } from './test/harness';
import { startServerProcess, type ServerProcess } from './test/server-process';

const demoLogin = (server: ServerProcess) => fetch(`${server.base}/api/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }),
}).then((res) => res.status);

const sandboxCall = (server: ServerProcess) => fetch(`${server.base}/sandbox/myfatoorah/v2/InitiateSession`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer souqdesk-sandbox-token' }, body: '{}',
}).then((res) => res.status);

/** The output once it contains `text` (the banner's last lines may trail the port line a little). */
async function printed(server: ServerProcess, text: string): Promise<string> {
  for (let i = 0; i < 100 && !server.output().includes(text); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return server.output();
}

// One driver: what is seeded and mounted is decided before the database is chosen (server/config.test.ts
// covers the decision); each start migrates an empty database, the slowest step of this suite. PostgreSQL
// when there is one: an empty PGlite started in the child (its initdb and the migrations in WebAssembly)
// cost 19.5 s of CPU a start against 7.7 s on PostgreSQL (seed included), measured side by side at load 17.
const driver: Driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
describe(`a server listening on every address [${driver}]`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** main.ts on an empty database of its own (PGlite in its DATA_DIR, or a new PostgreSQL database). */
  async function start(env: Record<string, string>) {
    let databaseUrl = '';
    if (driver === 'postgres') {
      const base = process.env.DATABASE_URL!;
      const name = `souqdesk_t_${randomBytes(6).toString('hex')}`;
      await adminQuery(base, `CREATE DATABASE ${name}`);
      databaseUrl = databaseUrlOf(base, name);
      cleanups.push(() => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
    const server = await startServerProcess(databaseUrl, 90_000, { HOST: '0.0.0.0', NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: '', PAYMENT_SANDBOX: '', ...env });
    cleanups.push(() => server.stop());
    return server;
  }

  it('seeds no demo accounts and mounts no sandbox unless asked for', async () => {
    const server = await start({});
    expect(await demoLogin(server)).toBe(401);
    expect(await sandboxCall(server)).toBe(404);
    const output = await printed(server, 'Payments are off');
    expect(output).toContain('No demo accounts: this server listens on 0.0.0.0');
    expect(output).toContain('PAYMENT_SANDBOX=1');
    expect(output).not.toMatch(/DEMO ACCOUNTS ON|PAYMENT SANDBOX ON/);
  }, 120_000);

  it('with SEED_DEMO=1 and PAYMENT_SANDBOX=1 carries both, and warns loudly', async () => {
    const server = await start({ SEED_DEMO: '1', PAYMENT_SANDBOX: '1' });
    expect(await demoLogin(server)).toBe(200);
    // Mounted, and the token it used to publish is refused.
    expect(await sandboxCall(server)).toBe(401);
    const output = await printed(server, 'PAYMENT SANDBOX ON');
    expect(output).toContain('DEMO ACCOUNTS ON');
    expect(output).toContain('PAYMENT SANDBOX ON');
  }, 120_000);
});
