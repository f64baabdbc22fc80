import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';
import { products } from './products';

export type MessageStatus = 'sent' | 'received' | 'read';

/**
 * A buyer talking to a company; `employee_id` is the company member handling it (the employee
 * metrics count these). Minimal on purpose: the chats screen (a later issue) adds to it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    buyerId: integer('buyer_id').notNull().references(() => users.id),
    employeeId: integer('employee_id').references(() => users.id),
    /** The product the conversation started from, when there is one. */
    productId: integer('product_id').references(() => products.id),
    createdAt: createdAt(),
    lastMessageAt: at('last_message_at'),
  },
  (t) => [index('conversations_company_idx').on(t.companyId), index('conversations_employee_idx').on(t.employeeId), index('conversations_buyer_idx').on(t.buyerId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: integer('conversation_id').notNull().references(() => conversations.id),
    senderId: integer('sender_id').notNull().references(() => users.id),
    body: text('body').notNull().default(''),
    status: text('status').$type<MessageStatus>().notNull().default('sent'),
    createdAt: createdAt(),
    /** The message this one answers (quoted above it), of the same conversation; its deletion leaves the reply unquoted. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** A product shown as a card inside the message (§3 Message.product); its deletion leaves the text. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id)],
);

export type MessageFileKind = 'image' | 'audio';

/** The uploads of a message (§3 Message.images / audios), checked by content on the way in; gone with the message. */
export const messageFiles = pgTable(
  'message_files',
  {
    id: id(),
    messageId: integer('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageFileKind>().notNull(),
    /** The storage key (server/storage), never a client-given path. */
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** Audio only: the length the server read from the WAV header. */
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('message_files_message_idx').on(t.messageId)],
);

/** A company's saved replies (beyond the spec), inserted in a message by typing '/' in the box. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_replies_company_idx').on(t.companyId)],
);
