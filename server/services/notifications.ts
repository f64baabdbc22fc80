import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationListQuery, type NotificationListReply } from '../../src/api/schemas/notifications';
import type { Db } from '../db';
import { notifications, users, type NotificationType } from '../db/schema';
import { notFound } from '../http/errors';
import { t } from '../i18n/t';

type Executor = Pick<Db, 'insert'>;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  /** i18n keys (`server.…`), translated with `vars` when read. */
  title: string;
  body: string;
  vars?: Record<string, string | number>;
  senderId?: number | null;
  value?: string | null;
  createdAt: Date;
}

/** Records a notification; pass a transaction so it is kept only with the change it tells about. */
export async function notify(db: Executor, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({ ...n, vars: n.vars ?? {}, senderId: n.senderId ?? null, value: n.value ?? null });
}

/** GET /api/users/notifications: newest first, 20 a page, titles in the reader's language. */
export async function listNotifications(db: Db, userId: number, query: NotificationListQuery, locale: Locale): Promise<NotificationListReply> {
  const pageNo = query.page ? Number(query.page) : 1;
  const where = and(eq(notifications.userId, userId), query.read ? eq(notifications.read, Number(query.read) as 0 | 1) : undefined);
  const rows = await db
    .select({ n: notifications, senderName: users.fullName })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((pageNo - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [{ unread }] = await db.select({ unread: count() }).from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, 0)));
  return {
    data: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(({ n, senderName }) => ({
      id: n.id, type: n.type, read: n.read, value: n.value, createdAt: n.createdAt.toISOString(),
      title: t(locale, n.title, n.vars), body: t(locale, n.body, n.vars),
      sender: senderName === null ? null : { fullName: senderName },
    })),
    unreadCount: Number(unread),
    nextPage: rows.length > NOTIFICATIONS_PAGE_SIZE ? pageNo + 1 : null,
  };
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.update(notifications).set({ read: 1 }).where(and(eq(notifications.userId, userId), eq(notifications.read, 0)));
}

/** One notification read (a click in the bell); someone else's is 404. */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const done = await db.update(notifications).set({ read: 1 })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  if (done.length === 0) throw notFound();
}

/** For tests and the seed: how many unread a user has. */
export const unreadCountSql = (userId: number) => sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.read} = 0)`;
