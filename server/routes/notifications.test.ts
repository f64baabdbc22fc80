import { expect, it } from 'vitest';
import { notify } from '../services/notifications';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

forEachActivityDatabase('notifications', (ctx) => {
  const mine = (lang = 'en') => ({ ...bearer(ctx().tokens.buyer1), 'accept-language': lang });
  const list = (query = '', lang = 'en') => call(ctx().app, 'GET', `/api/users/notifications${query}`, undefined, mine(lang));

  it('lists the user\'s own notifications newest first, 20 a page, translated, with the unread count', async () => {
    const { db, ids } = ctx();
    for (let i = 0; i < 25; i++) {
      await notify(db, {
        userId: ids.buyer1, type: 2, senderId: i % 2 ? ids.sara : null, value: String(100 + i), createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 60_000),
        title: 'server.notification-request-rejected-title', body: 'server.notification-request-rejected-body', vars: { num: i, product: 'Lamp' },
      });
    }
    await notify(db, { userId: ids.omar, type: 6, title: 'Someone else', body: '', createdAt: new Date() });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ unreadCount: 25, nextPage: 2 });
    expect(first.data.data).toHaveLength(20);
    expect(first.data.data[0]).toMatchObject({ value: '124', read: 0, title: 'Request rejected', body: 'Your request #24 for \u2068Lamp\u2069 was rejected.', sender: null });
    expect(first.data.data[1].sender).toEqual({ fullName: 'Sara Al-Ahmad' });
    const second = await list('?page=2', 'ar');
    expect(second.data.data).toHaveLength(5);
    expect(second.data.nextPage).toBeNull();
    expect(second.data.data[0].title).toBe('تم رفض الطلب');
    expect((await list('?page=0')).status).toBe(422);
  });

  it('marks one read (only one\'s own) and then all read', async () => {
    const [top] = (await list()).data.data;
    expect((await call(ctx().app, 'PUT', `/api/users/notifications/${top.id}`, undefined, mine())).status).toBe(204);
    const omarsOwn = (await call(ctx().app, 'GET', '/api/users/notifications', undefined, bearer(ctx().tokens.omar))).data.data[0];
    expect((await call(ctx().app, 'PUT', `/api/users/notifications/${omarsOwn.id}`, undefined, mine())).status).toBe(404);
    expect((await list('?read=0')).data).toMatchObject({ unreadCount: 24 });
    expect((await list('?read=1')).data.data.map((n: { id: number }) => n.id)).toEqual([top.id]);
    expect((await call(ctx().app, 'POST', '/api/users/notifications/all', { _method: 'PUT' }, mine())).status).toBe(204);
    expect((await list('?read=0')).data).toMatchObject({ unreadCount: 0, data: [] });
    expect((await call(ctx().app, 'POST', '/api/users/notifications/all', undefined, mine())).status).toBe(204);
    expect((await call(ctx().app, 'GET', '/api/users/notifications', undefined, bearer(ctx().tokens.omar))).data.unreadCount).toBe(1);
  });
});
