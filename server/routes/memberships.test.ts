import { expect, it } from 'vitest';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

// Part 2 §7 Memberships and cart, against the seed: demo has Premium for a year (credits partly used),
// rival Business for a month ending in two days, fresh an unpaid Business membership in its cart.
forEachDatabase('memberships', (ctx) => {
  const as = async (who: string) => bearer(await loginAs(ctx().app, who));
  const get = async (who: string, url: string) => call(ctx().app, 'GET', url, undefined, await as(who));

  it('lists the plans with their three period prices in fils and the services each includes', async () => {
    const res = await get('demo', '/api/memberships?company=1');
    expect(res.status).toBe(200);
    expect(res.data.data.map((p: { name: string }) => p.name)).toEqual(['Basic', 'Business', 'Premium']);
    const premium = res.data.data[2];
    expect(premium.nameAr).toBe('المميزة');
    expect(premium.types.map((t: { price: number; periodUnit: string; periodCount: number }) => [t.price, t.periodUnit, t.periodCount]))
      .toEqual([[45_000, 'month', 1], [125_000, 'month', 3], [450_000, 'year', 1]]);
    expect(premium.services.map((s: { type: number }) => s.type).sort((a: number, b: number) => a - b)).toEqual([2, 18, 19, 20]);
    expect(res.data.data[1].services.map((s: { type: number }) => s.type)).not.toContain(20);
  });

  it('gives the periods in tab order: 1 month, 3 months, 1 year', async () => {
    const res = await get('sara', '/api/memberships/types');
    expect(res.data.data).toEqual([
      { tab: 0, periodUnit: 'month', periodCount: 1 }, { tab: 1, periodUnit: 'month', periodCount: 3 }, { tab: 2, periodUnit: 'year', periodCount: 1 },
    ]);
  });

  it("shows the company's own membership with its credits left, to the owner and employees, not to buyers", async () => {
    const demo = await get('demo', '/api/memberships/self');
    expect(demo.status).toBe(200);
    expect(demo.data.membership).toMatchObject({ name: 'Premium', status: 'active', type: { periodUnit: 'year', periodCount: 1 } });
    expect(demo.data.membership.services.find((s: { type: number }) => s.type === 18).remainingValue).toBe(7);
    expect(demo.data.unpaid).toBeNull();
    expect((await get('sara', '/api/memberships/self')).data.membership.id).toBe(demo.data.membership.id);
    expect((await get('rival', '/api/memberships/self')).data.membership).toMatchObject({ name: 'Business', status: 'active' });
    expect((await get('buyer1', '/api/memberships/self')).status).toBe(403);
  });

  it('reads a membership past its end date as expired', async () => {
    ctx().clock.advance(3 * 86_400_000);
    try {
      expect((await get('rival', '/api/memberships/self')).data.membership.status).toBe('expired');
      expect((await get('rival', '/api/memberships/services/show?type=18')).status).toBe(404);
    } finally {
      ctx().clock.advance(-3 * 86_400_000);
    }
  });

  it("answers a service's price and credits left; a service the plan lacks is not offered", async () => {
    expect((await get('demo', '/api/memberships/services/show?type=2')).data).toEqual({ price: 500, remainingValue: 14 });
    expect((await get('rival', '/api/memberships/services/show?type=20')).status).toBe(404);
    expect((await get('rival', '/api/memberships/services/show?type=7')).status).toBe(422);
  });

  it('adds a plan to the cart at the plan\'s own price; a second one is refused until the first is removed', async () => {
    const headers = await as('rival');
    const plans = (await call(ctx().app, 'GET', '/api/memberships', undefined, headers)).data.data;
    const basicYear = plans[0].types[2];
    // A price sent by the client is not a field of the contract: it cannot change the amount.
    const added = await call(ctx().app, 'POST', '/api/memberships/cart', { type: 24, planTypeId: basicYear.id, price: 1 }, headers);
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ paymentForType: 2, amount: 150_000 });
    const again = await call(ctx().app, 'POST', '/api/memberships/cart', { type: 24, planTypeId: basicYear.id }, headers);
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('A membership is already waiting in your cart. Remove it or pay it first.');
    const self = (await call(ctx().app, 'GET', '/api/memberships/self', undefined, headers)).data;
    expect(self.unpaid).toMatchObject({ name: 'Basic', status: 'unpaid', id: added.data.subjectId });
    expect((await call(ctx().app, 'GET', '/api/memberships/cart', undefined, headers)).data.data.map((i: { itemId: number }) => i.itemId)).toEqual([added.data.itemId]);
    expect((await call(ctx().app, 'DELETE', `/api/memberships/${added.data.subjectId}`, undefined, headers)).status).toBe(204);
    expect((await call(ctx().app, 'GET', '/api/memberships/cart', undefined, headers)).data.data).toEqual([]);
    expect((await call(ctx().app, 'DELETE', `/api/memberships/${added.data.subjectId}`, undefined, headers)).status).toBe(404);
  });

  it('renews the current membership for its own period (type 6, product 4)', async () => {
    const headers = await as('demo');
    const renewal = await call(ctx().app, 'POST', '/api/memberships/cart', { type: 6, productId: 4 }, headers);
    expect(renewal.status).toBe(201);
    expect(renewal.data).toMatchObject({ paymentForType: 6, amount: 450_000 });
    // A second Renew gets the renewal already waiting, not a 409.
    const again = await call(ctx().app, 'POST', '/api/memberships/cart', { type: 6, productId: 4 }, headers);
    expect(again.status).toBe(201);
    expect(again.data.itemId).toBe(renewal.data.itemId);
    expect((await call(ctx().app, 'GET', '/api/memberships/cart', undefined, headers)).data.data.filter((i: { paymentForType: number }) => i.paymentForType === 6)).toHaveLength(1);
    expect((await call(ctx().app, 'POST', '/api/memberships/cart', { type: 6, productId: 5 }, headers)).status).toBe(422);
    // The card reads the waiting renewal: its item, amount and the end it gives (a year past the current end).
    const self = (await call(ctx().app, 'GET', '/api/memberships/self', undefined, headers)).data;
    const end = new Date(self.membership.endDate);
    expect(self.renewal).toMatchObject({ itemId: renewal.data.itemId, amount: 450_000 });
    expect(new Date(self.renewal.endDate).getTime() - end.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(new Date(self.renewal.endDate).getTime() - end.getTime()).toBeLessThanOrEqual(366 * 86_400_000);
    // The payment page's details of it: the plan, the days it adds, the amount.
    const details = await call(ctx().app, 'GET', `/api/memberships/cart/${renewal.data.itemId}`, undefined, headers);
    expect(details.status).toBe(200);
    expect(details.data).toMatchObject({ kind: 'renewal', subject: 'Premium', subjectAr: 'المميزة', amount: 450_000, status: 'unpaid', from: self.membership.endDate, to: self.renewal.endDate });
    // Another company's item is not found; a malformed id is refused.
    expect((await call(ctx().app, 'GET', `/api/memberships/cart/${renewal.data.itemId}`, undefined, await as('rival'))).status).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/memberships/cart/abc', undefined, headers)).status).toBe(422);
    // Buying and paying are the owner's: an employee does not read the cart.
    expect((await call(ctx().app, 'GET', `/api/memberships/cart/${renewal.data.itemId}`, undefined, await as('sara'))).status).toBe(403);
  });

  it("offers a current membership's renewal with its price and new end; none waits until Renew", async () => {
    const self = (await get('rival', '/api/memberships/self')).data;
    expect(self.renewal).toMatchObject({ itemId: null, amount: 25_000 });
    expect(new Date(self.renewal.endDate).getTime()).toBeGreaterThan(new Date(self.membership.endDate).getTime());
    const fresh = (await get('fresh', '/api/memberships/self')).data;
    expect(fresh.renewal).toBeNull();
    expect(fresh.unpaidItemId).toBe((await get('fresh', '/api/memberships/cart')).data.data[0].itemId);
    const details = await get('fresh', `/api/memberships/cart/${fresh.unpaidItemId}`);
    expect(details.data).toMatchObject({ kind: 'subscription', subject: 'Business', status: 'unpaid' });
  });

  it('keeps each company to its own: fresh sees its seeded unpaid membership, cannot remove another company\'s', async () => {
    const fresh = await get('fresh', '/api/memberships/self');
    expect(fresh.data).toMatchObject({ membership: null, unpaid: { name: 'Business', status: 'unpaid', type: { periodCount: 3 } } });
    expect((await get('fresh', '/api/memberships/cart')).data.data).toHaveLength(1);
    const demoId = (await get('demo', '/api/memberships/self')).data.membership.id;
    expect((await call(ctx().app, 'DELETE', `/api/memberships/${demoId}`, undefined, await as('fresh'))).status).toBe(404);
    expect((await call(ctx().app, 'DELETE', `/api/memberships/${fresh.data.unpaid.id}`, undefined, await as('sara'))).status).toBe(403);
  });

  it('refuses bad input with 422, never 500', async () => {
    const headers = await as('demo');
    for (const body of [{}, { type: 24 }, { type: 24, planTypeId: 'x' }, { type: 24, planTypeId: 99_999_999_999 }, { type: 3 }, []]) {
      expect((await call(ctx().app, 'POST', '/api/memberships/cart', body, headers)).status).toBe(422);
    }
    expect((await call(ctx().app, 'POST', '/api/memberships/cart', { type: 24, planTypeId: 99_999 }, headers)).status).toBe(404);
    expect((await call(ctx().app, 'DELETE', '/api/memberships/abc', undefined, headers)).status).toBe(422);
  });
});
