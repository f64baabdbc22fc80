// Across two real server processes (`server/main.ts` twice, one PostgreSQL database):
// pay calls for one cart item racing on both processes make one order and one charge, and every call
// is sent to that one payment's page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPaymentInvoices } from '../db/schema';
import { call, createTestContext, loginAs, type TestContext } from '../test/harness';
import { startServerProcess, type ServerProcess } from '../test/server-process';

describe.skipIf(!process.env.DATABASE_URL)('one payment per cart item across two server processes (PostgreSQL only: PGlite is one process by nature)', () => {
  let ctx: TestContext;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    token = await loginAs(ctx.app, 'demo');
    [a, b] = await Promise.all([startServerProcess(ctx.databaseUrl!), startServerProcess(ctx.databaseUrl!)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await ctx?.dispose();
  });

  const pay = async (server: ServerProcess, itemId: number) => {
    const res = await fetch(`${server.base}/api/orders/myfatoorah/pay`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ PaymentMethodId: 1, itemId }),
    });
    return { status: res.status, data: await res.json() };
  };

  it('20 pay calls for one item, 10 on each process at once, give one order, one invoice and one page', async () => {
    const added = await call(ctx.app, 'POST', '/api/memberships/cart', { type: 24, planTypeId: 7 }, { authorization: `Bearer ${token}` });
    expect(added.status).toBe(201);
    const itemId = added.data.itemId as number;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(i % 2 ? b : a, itemId)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.data.Data.PaymentURL)).size).toBe(1);
    const made = await ctx.db.select().from(orders).where(eq(orders.cartItemId, itemId));
    expect(made).toHaveLength(1);
    expect(await ctx.db.select().from(sandboxPaymentInvoices).where(eq(sandboxPaymentInvoices.customerReference, made[0].reference))).toHaveLength(1);
  });
});
