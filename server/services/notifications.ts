import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationListQuery, type NotificationListReply } from '../../src/api/schemas/notifications';
import type { Db } from '../db';
import { notifications, users, type NotificationType } from '../db/schema';
import { notFound } from '../http/errors';
import { t } from '../i18n/t';
import { emitEvent } from './live-events/emit';

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

/**
 * Records a notification and tells the user's open streams (GET /api/events); pass a transaction so
 * both are kept only with the change they tell about.
 */
export async function notify(db: Executor, n: NewNotification): Promise<void> {
  const [row] = await db.insert(notifications).values({ ...n, vars: n.vars ?? {}, senderId: n.senderId ?? null, value: n.value ?? null })
    .returning({ id: notifications.id });
  await emitEvent(db, n.userId, { type: 'NOTIFICATION', data: { notificationId: row.id } });
}

type Row = { n: typeof notifications.$inferSelect; senderName: string | null };
const selectRows = (db: Db) => db.select({ n: notifications, senderName: users.fullName }).from(notifications)
  .leftJoin(users, eq(users.id, notifications.senderId));

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Names and other user text inside our sentences ('{{name}} added {{product}}…') are isolated
 * (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE), so 'MacBook Pro 14 M3' keeps
 * its order inside an Arabic sentence, in the bell as in the browser's own notification. A message's
 * preview (`text`) is the whole body: it takes its own direction as it is.
 */
const isolated = (vars: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' && k !== 'text' ? `${FSI}${v}${PDI}` : v]));

/** One row as the API shows it, in the reader's language. */
function toNotification({ n, senderName }: Row, locale: Locale): Notification {
  const vars = isolated(n.vars);
  return {
    id: n.id, type: n.type, read: n.read, value: n.value, createdAt: n.createdAt.toISOString(),
    title: t(locale, n.title, vars), body: t(locale, n.body, vars),
    sender: senderName === null ? null : { fullName: senderName },
  };
}

/** One of the user's notifications (the event stream's NOTIFICATION), undefined when not theirs or gone. */
export async function notificationOf(db: Db, userId: number, id: number, locale: Locale): Promise<Notification | undefined> {
  const [row] = await selectRows(db).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row && toNotification(row, locale);
}

/** GET /api/users/notifications: newest first, 20 a page, titles in the reader's language. */
export async function listNotifications(db: Db, userId: number, query: NotificationListQuery, locale: Locale): Promise<NotificationListReply> {
  const pageNo = query.page ? Number(query.page) : 1;
  const where = and(eq(notifications.userId, userId), query.read ? eq(notifications.read, Number(query.read) as 0 | 1) : undefined);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((pageNo - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    data: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => toNotification(row, locale)),
    unreadCount: await unreadCountOf(db, userId),
    nextPage: rows.length > NOTIFICATIONS_PAGE_SIZE ? pageNo + 1 : null,
  };
}

/**
 * Every one read. The user's other views (the bell beside /notifications, another tab) are told by the
 * newest one read coming again, read: they reload the truth.
 */
export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx.update(notifications).set({ read: 1 }).where(and(eq(notifications.userId, userId), eq(notifications.read, 0)))
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    const newest = done.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
    if (newest) await emitEvent(tx, userId, { type: 'NOTIFICATION', data: { notificationId: newest.id } });
  });
}

/** One notification read (a click in the bell); someone else's is 404. The user's other views are told (its read copy). */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ read: notifications.read }).from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId))).for('update');
    if (!row) throw notFound();
    if (row.read === 1) return;
    await tx.update(notifications).set({ read: 1 }).where(eq(notifications.id, id));
    await emitEvent(tx, userId, { type: 'NOTIFICATION', data: { notificationId: id } });
  });
}

/** How many of the user's notifications are unread (the stream's NOTIFICATION carries it). */
export async function unreadCountOf(db: Db, userId: number): Promise<number> {
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, 0)));
  return Number(unread);
}

/** For tests and the seed: how many unread a user has. */
export const unreadCountSql = (userId: number) => sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.read} = 0)`;
