import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** Part 1 §3: products 1, request 2, welcome 3, follow 4, favorite 5, message 6. */
export type NotificationType = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A notification for one user. `title` and `body` are i18n keys (or plain text) translated with
 * `vars` in the reader's language when listed, so one row serves English and Arabic readers.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    vars: jsonb('vars').$type<Record<string, string | number>>().notNull().default({}),
    type: smallint('type').$type<NotificationType>().notNull(),
    /** 0 unread, 1 read (the spec's numbers). */
    read: smallint('read').$type<0 | 1>().notNull().default(0),
    senderId: integer('sender_id').references(() => users.id),
    /** What the notification points at (a request id for type 2). */
    value: text('value'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.read} = 0`),
  ],
);
