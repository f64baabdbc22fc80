import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { authTokens, users } from './accounts';
import { at, createdAt } from './columns';

/**
 * What the event stream (GET /api/events) sends, one row per event and recipient. The serial id is the
 * SSE `id:`, so a client that reconnects (to any server process) asks for what came after it; an
 * insert NOTIFYs `live_event` with the user id (migration 0009), which wakes every process's stream hub.
 * Rows older than a day are trimmed when tickets are issued.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** NEW_CHAT_MESSAGE, MESSAGE_STATUS, TYPING or NOTIFICATION (src/api/schemas/events.ts). */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

/**
 * Single-use tickets that open one event stream: EventSource cannot send the bearer token, and a token
 * in a URL would end up in logs. Only the SHA-256 of a ticket is kept; it lives ~30 s.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id').notNull().references(() => authTokens.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);
