import { z } from 'zod';
import { Notification } from './notifications';

/** How long a ticket from POST /api/events/ticket may be used to open the stream (seconds). */
export const EVENT_TICKET_SECONDS = 30;
/** The server writes an SSE comment this often, so proxies and the browser keep the stream open. */
export const EVENT_HEARTBEAT_MS = 20_000;

export const EventTicketReply = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid; it opens one stream, once. */
  expiresIn: z.number().int(),
});
export type EventTicketReply = z.infer<typeof EventTicketReply>;

/** base64url of 32 random bytes; anything else is refused with 422 before a lookup. */
export const EventTicket = z.string().regex(/^[\w-]{43}$/);
/** An event id the client already has (SSE `id:`): the stream resends what came after it. */
export const EventId = z.string().regex(/^\d{1,15}$/);

/** GET /api/events?ticket=…&lastEventId=…&lang=en|ar (EventSource sends no headers of ours). */
export const EventStreamQuery = z.object({
  ticket: EventTicket,
  lastEventId: EventId.optional(),
  /** The language notifications are written in (the app's, which the browser's Accept-Language may not be). */
  lang: z.enum(['en', 'ar']).optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuery>;

/** The `data:` of each event (JSON). Sent without an `event:` name, so one onmessage hears every type; chats will send the last three. */
export const LiveEvent = z.discriminatedUnion('type', [
  /** `unreadCount`: the reader's unread notifications when it is sent (mark all elsewhere reads more than one). */
  z.object({ type: z.literal('NOTIFICATION'), notification: Notification, unreadCount: z.number().int().min(0) }),
  z.object({ type: z.literal('NEW_CHAT_MESSAGE'), senderId: z.number().int() }),
  z.object({ type: z.literal('MESSAGE_STATUS'), messageIds: z.array(z.number().int()), status: z.number().int() }),
  z.object({ type: z.literal('TYPING'), senderId: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type LiveEventType = LiveEvent['type'];
export const LIVE_EVENT_TYPES = ['NOTIFICATION', 'NEW_CHAT_MESSAGE', 'MESSAGE_STATUS', 'TYPING'] as const satisfies readonly LiveEventType[];
