import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';
import { payItem } from '../test/pay';

// Part 2 §7 banners: only a membership with banners (demo's Premium; rival's Business has none), priced by
// §9 with the add-ons, the creative fee and sliding inTop days; days never double booked; active once paid.
forEachActivityDatabase('banners', (ctx) => {
  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } }).png().toBuffer());
  });
  const post = async (token: string, fields: Record<string, string>, images = 1, path = '/api/banners') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (let i = 0; i < images; i++) form.append('images', new File([png as Uint8Array<ArrayBuffer>], `b${i}.png`, { type: 'image/png' }));
    const res = await ctx().app.request(path, { method: 'POST', body: form, headers: bearer(token) });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };
  const base = { title: 'Spring', email: 'shop@demo.test', whatsappNumber: '+96512345678', startDate: '2026-03-10', days: '2' };

  it('prices each kind by §9 and refuses what §5 refuses', async () => {
    const demo = ctx().tokens.demo;
    // Premium 10.000 × 2.
    expect((await post(demo, { ...base, type: '2' })).data).toMatchObject({ paymentForType: 1, amount: 20_000 });
    // Double 8.000 × 2 + vertical 2.000 + horizontal 2.000 (both needs two images).
    expect((await post(demo, { ...base, type: '4', bannerType: 'both' }, 1)).data.message).toBe('Please upload both banners');
    expect((await post(demo, { ...base, type: '4', bannerType: 'both' }, 2)).data.amount).toBe(20_000);
    expect((await post(demo, { ...base, type: '4', bannerType: 'vertical' })).data.amount).toBe(18_000);
    expect((await post(demo, { ...base, type: '4' })).status).toBe(422);
    // Sliding 6.000 × 2 + Forsa design 5.000 + inTop 1.000 × 1 date; Forsa needs a brief, no image.
    const daysList = JSON.stringify([{ date: '2026-03-10', inTop: true }, { date: '2026-03-11', inTop: false }]);
    expect((await post(demo, { ...base, type: '3', Creative: 'forsa', daysList }, 0)).data.message).toBe('Please provide design details');
    expect((await post(demo, { ...base, type: '3', Creative: 'forsa', content: 'Blue, with our logo', daysList }, 0)).data.amount).toBe(18_000);
    expect((await post(demo, { ...base, type: '3' }, 0)).status).toBe(422);
    expect((await post(demo, { ...base, type: '2', whatsappNumber: '1234' })).status).toBe(422);
    expect((await post(demo, { ...base, type: '2', email: 'nope' })).status).toBe(422);
    expect((await post(demo, { ...base, type: '2', startDate: '2026-02-01' })).status).toBe(422);
    const refused = await post(ctx().tokens.rival, { ...base, type: '2' });
    expect(refused.status).toBe(403);
  });

  it('refuses a full day, shows the calendar, deletes unpaid, and activates a paid banner for its days', async () => {
    const demo = ctx().tokens.demo;
    await ctx().db.update(settings).set({ value: 1 }).where(eq(settings.key, 'slidingBannerSlotsPerDay'));
    try {
      const first = await post(demo, { ...base, type: '3', startDate: '2026-03-01', days: '1' });
      expect(first.status).toBe(201);
      const full = await post(demo, { ...base, type: '3', startDate: '2026-03-01', days: '1' });
      expect(full.status).toBe(409);
      expect(full.data.message).toBe('Some selected dates are no longer available');
      const calendar = await call(ctx().app, 'GET', '/api/banners/calendar?startDate=2026-03-01&endDate=2026-03-31&type=3', undefined, bearer(ctx().tokens.sara));
      expect(calendar.data.data[0]).toEqual({ date: '2026-03-01', nonInTopCount: 1, reserved: true, inTopReserved: false });
      const unpaid = await call(ctx().app, 'GET', '/api/banners/unpaid?type=3', undefined, bearer(demo));
      expect(unpaid.data.data).toMatchObject({ status: 'unpaid', itemId: first.data.itemId, isActive: false });
      await payItem(ctx().app, bearer(demo), first.data.itemId);
      const list = (await call(ctx().app, 'GET', '/api/banners/user', undefined, bearer(demo))).data.data;
      expect(list.find((b: { id: number }) => b.id === first.data.subjectId)).toMatchObject({ status: 'paid', isActive: true, expireAt: '2026-03-01T21:00:00.000Z' });
      // An unpaid one is deleted (POST with _method DELETE) and its days come back.
      const other = await post(demo, { ...base, type: '2', startDate: '2026-06-01', days: '1' });
      // Edited from the unpaid-banner warning (multipart POST + _method PUT): rebooked and repriced, images kept.
      const edited = await post(demo, { _method: 'PUT', ...base, type: '2', startDate: '2026-06-01', days: '3' }, 0, `/api/banners/${other.data.subjectId}`);
      expect(edited.status).toBe(200);
      expect(edited.data).toMatchObject({ itemId: other.data.itemId, amount: 30_000 });
      // The payment page reads what the item pays for: the banner, its title, its days (Kuwait midnights).
      const details = await call(ctx().app, 'GET', `/api/memberships/cart/${other.data.itemId}`, undefined, bearer(demo));
      expect(details.data).toMatchObject({ kind: 'premium', subject: base.title, status: 'unpaid', amount: 30_000, from: '2026-05-31T21:00:00.000Z', to: '2026-06-03T21:00:00.000Z' });
      expect((await post(demo, { ...base, type: '2', startDate: '2026-06-03', days: '1' })).status).toBe(409);
      // Its own edit sees its days free; anyone else, and another company naming it, sees them full.
      const premiumDays = (token: string, except = '') => call(ctx().app, 'GET', `/api/banners/calendar?startDate=2026-06-01&endDate=2026-06-03&type=2${except}`, undefined, bearer(token))
        .then((r) => r.data.data.map((d: { reserved: boolean }) => d.reserved));
      expect(await premiumDays(demo)).toEqual([true, true, true]);
      expect(await premiumDays(demo, `&except=${other.data.subjectId}`)).toEqual([false, false, false]);
      expect(await premiumDays(ctx().tokens.rival, `&except=${other.data.subjectId}`)).toEqual([true, true, true]);
      expect((await call(ctx().app, 'GET', '/api/banners/calendar?startDate=2026-06-01&endDate=2026-06-03&type=2&except=0', undefined, bearer(demo))).status).toBe(422);
      const edit = (await call(ctx().app, 'GET', '/api/banners/unpaid?type=2', undefined, bearer(demo))).data.data;
      expect(edit).toMatchObject({ id: other.data.subjectId, days: 3, images: [{ url: expect.stringMatching(/^\/uploads\//) }] });
      expect((await call(ctx().app, 'POST', `/api/banners/${other.data.subjectId}`, { _method: 'DELETE' }, bearer(demo))).status).toBe(204);
      expect((await post(demo, { ...base, type: '2', startDate: '2026-06-01', days: '1' })).status).toBe(201);
      expect((await call(ctx().app, 'POST', `/api/banners/${first.data.subjectId}`, { _method: 'DELETE' }, bearer(demo))).status).toBe(404);
    } finally {
      await ctx().db.update(settings).set({ value: 10 }).where(eq(settings.key, 'slidingBannerSlotsPerDay'));
    }
  });
});
