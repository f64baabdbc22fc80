import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

forEachDatabase('company members', (ctx) => {
  const members = async (who?: string) => {
    const headers = who ? bearer(await loginAs(ctx().app, who)) : {};
    return call(ctx().app, 'GET', '/api/companies/self/members', undefined, headers);
  };

  it("lists the caller's company account first, then its employees by name, with roles and nothing more", async () => {
    const res = await members('demo');
    expect(res.status).toBe(200);
    expect(res.data.map((m: { userName: string }) => m.userName)).toEqual(['demo', 'omar', 'sara']);
    expect(Object.keys(res.data[0]).sort()).toEqual(['fullName', 'id', 'roles', 'userName']);
    expect(res.data[0]).toMatchObject({ fullName: 'Demo Trading', roles: ['company'] });
  });

  it('answers an employee the same list (any member may filter by employee)', async () => {
    const res = await members('sara');
    expect(res.status).toBe(200);
    expect(res.data.map((m: { userName: string }) => m.userName)).toEqual(['demo', 'omar', 'sara']);
  });

  it('is scoped to the caller company: the rival sees only its own people', async () => {
    const res = await members('rival');
    expect(res.status).toBe(200);
    expect(res.data.map((m: { userName: string }) => m.userName)).toEqual(['rival']);
  });

  it('leaves deleted employees out', async () => {
    const [demo] = await ctx().db.select({ companyId: users.companyId }).from(users).where(eq(users.userName, 'demo'));
    await ctx().db.insert(users).values({
      userName: 'gone', email: 'gone@souqdesk.test', fullName: 'Gone Employee', roles: ['employee'],
      companyId: demo.companyId, passwordHash: 'x', deletedAt: new Date(),
    });
    const res = await members('demo');
    expect(res.data.map((m: { userName: string }) => m.userName)).not.toContain('gone');
  });

  it('refuses a buyer (no company) with 403 and a stranger with 401', async () => {
    expect((await members('buyer1')).status).toBe(403);
    expect((await members()).status).toBe(401);
  });
});
