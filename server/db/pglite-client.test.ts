import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteClient } from './pglite-client';

// One worker for the file: starting PGlite (initdb in WebAssembly) is the slow part, and under a
// loaded CI machine five starts took over 30 s each; each test uses tables of its own.
let client: PgliteClient;
beforeAll(async () => {
  client = await PgliteClient.open();
});
afterAll(async () => {
  await client.close();
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('PGlite in a worker thread', () => {
  it('answers queries with parameters, in object and array rows, timestamps as text', async () => {
    expect(rowsOf(await client.query('select $1::int + 1 as n', [41]))).toEqual([{ n: 42 }]);
    expect(rowsOf(await client.query('select 1, 2', [], { rowMode: 'array' }))).toEqual([[1, 2]]);
    const [row] = rowsOf(await client.query(`select timestamptz '2026-01-02 03:04:05+00' as at`));
    expect(typeof row.at).toBe('string');
  });

  it('keeps the database error fields callers inspect (a unique violation is 23505)', async () => {
    await client.exec('create table unique_t (id int primary key)');
    await client.query('insert into unique_t values (1)');
    await expect(client.query('insert into unique_t values (1)')).rejects.toMatchObject({ code: '23505' });
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await client.exec('create table tx_t (id int)');
    await client.transaction(async (tx) => { await tx.query('insert into tx_t values (1)'); });
    await expect(client.transaction(async (tx) => {
      await tx.query('insert into tx_t values (2)');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(rowsOf(await client.query('select id from tx_t order by id'))).toEqual([{ id: 1 }]);
  });

  it('lets the event loop turn while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await client.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 0');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });

  it('lets urgent work jump the queue and reports the expected wait from the queue length', async () => {
    expect(client.expectedWaitMs()).toBe(0);
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = client.transaction(() => new Promise<void>((resolve) => {
      release = resolve;
      entered();
    }));
    await inside;
    const order: string[] = [];
    const calls = Array.from({ length: 4 }, (_, i) => client.query(`select ${i} as n`).then(() => order.push(`q${i}`)));
    const oneTurn = client.expectedWaitMs() / 5;
    expect(oneTurn).toBeGreaterThan(0);
    const urgent = client.urgent('select 1').then(() => order.push('urgent'));
    release();
    await Promise.all([held, urgent, ...calls]);
    expect(order).toEqual(['urgent', 'q0', 'q1', 'q2', 'q3']);
    expect(client.expectedWaitMs()).toBe(0);
  });
});
