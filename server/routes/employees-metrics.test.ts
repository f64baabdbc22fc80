import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversations, messages, products, requests } from '../db/schema';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

const T0 = Date.parse('2026-02-10T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

forEachActivityDatabase('employee metrics', (ctx) => {
  it('computes sales, trade-in, products, conversations, response time and last entry from a known data set', async () => {
    const { db, app, companyIds } = ctx();
    const demo = bearer(ctx().tokens.demo);
    const created = await call(app, 'POST', '/api/employees', {
      fullName: 'Metric Employee', phone: '55443322', email: 'metric@demo.test', userName: 'metric_emp', password: 'Secret123', passwordConfirmation: 'Secret123',
    }, demo);
    const emp = created.data.id as number;
    const buyer = await addBuyer(db, 'metric_buyer');
    const other = ctx().ids.sara;

    // Products: three posted by the employee (one later deleted), one by a colleague.
    const [p1, p2, p3] = [await addProduct(db, { companyId: companyIds.demo, sellerId: emp }), await addProduct(db, { companyId: companyIds.demo, sellerId: emp }), await addProduct(db, { companyId: companyIds.demo, sellerId: emp })];
    const colleagues = await addProduct(db, { companyId: companyIds.demo, sellerId: other });
    await db.update(products).set({ deletedAt: at(0) }).where(eq(products.id, p3));

    // Requests: 2 accepted sales, 1 accepted barter count; rejected, pending and a colleague's do not.
    const base = { companyId: companyIds.demo, senderId: buyer, createdAt: at(0) };
    await db.insert(requests).values([
      { ...base, num: 501, type: 'sale', status: 2, receiverProductId: p1 },
      { ...base, num: 502, type: 'sale', status: 2, receiverProductId: p2 },
      { ...base, num: 503, type: 'bartering', status: 2, receiverProductId: p1 },
      { ...base, num: 504, type: 'sale', status: 3, receiverProductId: p2 },
      { ...base, num: 505, type: 'bartering', status: 1, receiverProductId: p2 },
      { ...base, num: 506, type: 'sale', status: 2, receiverProductId: colleagues },
    ]);

    // Conversations: response times 300 s and 100 s in the first, 200 s in the second; mean 200 s.
    const conv = async (employeeId: number) => (await db.insert(conversations).values({ companyId: companyIds.demo, buyerId: buyer, employeeId, createdAt: at(0) })
      .returning({ id: conversations.id }))[0].id;
    const c1 = await conv(emp);
    const c2 = await conv(emp);
    const c3 = await conv(other);
    const say = (conversationId: number, senderId: number, s: number) => ({ conversationId, senderId, body: 'x', createdAt: at(s) });
    await db.insert(messages).values([
      say(c1, buyer, 0), say(c1, buyer, 60), say(c1, emp, 300), // asked at 0, answered at 300
      say(c1, buyer, 1000), say(c1, emp, 1100), // 100
      say(c2, buyer, 0), say(c2, emp, 200), say(c2, emp, 250), // 200; the second reply answers nothing new
      say(c2, buyer, 400), // not answered yet: not counted
      say(c3, buyer, 0), say(c3, other, 5000), // a colleague's
    ]);

    ctx().clock.ms = Date.parse('2026-03-05T06:00:00Z');
    await loginAs(app, 'metric_emp', 'Secret123');

    const list = await call(app, 'GET', '/api/employees?q=metric', undefined, demo);
    expect(list.data.data).toHaveLength(1);
    expect(list.data.data[0]).toMatchObject({
      id: emp, sales: 2, tradeIn: 1, productsCount: 2, communications: 2, avgResponseTimeSeconds: 200,
      // Four buyer turns, three answered.
      responseRate: 75,
      lastEntry: '2026-03-05T06:00:00.000Z',
    });
    const sara = (await call(app, 'GET', '/api/employees?q=sara', undefined, demo)).data.data[0];
    expect(sara).toMatchObject({ sales: 1, tradeIn: 0, productsCount: 1, communications: 1, avgResponseTimeSeconds: 5000, responseRate: 100 });
    const omar = (await call(app, 'GET', '/api/employees?q=omar', undefined, demo)).data.data[0];
    expect(omar).toMatchObject({ sales: 0, tradeIn: 0, productsCount: 0, communications: 0, avgResponseTimeSeconds: null, responseRate: null });
  });
});
