import { z } from 'zod';
import { PageNumber } from './common';

/** Part 1 §3: products 1, request 2, welcome 3, follow 4, favorite 5, message 6. */
export const NotificationType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
export type NotificationType = z.infer<typeof NotificationType>;

/** Title and body come translated in the request's language. `sender` null means 'System'. */
export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  type: NotificationType,
  read: z.union([z.literal(0), z.literal(1)]),
  sender: z.object({ fullName: z.string() }).nullable(),
  /** What it points at: a request id for type 2. */
  value: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/users/notifications?read=0|1&page=1.. */
export const NotificationListQuery = z.object({
  read: z.enum(['0', '1']).optional(),
  page: PageNumber.optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationListReply = z.object({
  data: z.array(Notification),
  /** Unread of all pages, kept apart from the list (part 1 §3). */
  unreadCount: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type NotificationListReply = z.infer<typeof NotificationListReply>;
