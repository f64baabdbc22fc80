import { z } from 'zod';
import { Id, IdCursor, IdText, Text } from './common';

// Part 1 §2 Chats, §3 Message and Contact, §4 Messages, §9 (page size 20). The spec lists no chat
// calls, so these follow its conventions (base /api, POST with _method for PUT/DELETE, { message }
// errors). `{userId}` is always the other person of the conversation: a buyer for a seller, the
// seller (employee or company user) for a buyer. `employeeId` lets a company user watch an
// employee's conversations (the observer: it reads, it cannot send).

/** §9: a page of messages. */
export const CHAT_PAGE_SIZE = 20;
/** The longest text message (characters). */
export const MESSAGE_MAX = 4000;
/** Contact id 0: the system's read-only conversation, always first (§2). */
export const SYSTEM_CONTACT_ID = 0;

export const MessageStatus = z.enum(['sent', 'received', 'read']);
export type MessageStatus = z.infer<typeof MessageStatus>;

/** A product shown as a card inside a message (§3 Message.product). */
export const MessageProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  primaryImage: z.object({ thumbnailUrl: z.string() }).nullable(),
});
export type MessageProduct = z.infer<typeof MessageProduct>;

/** §3 Message; `images` and `audios` are uploads checked by content (PNG/JPEG, WAV). */
export const Message = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  status: MessageStatus,
  createdAt: z.iso.datetime(),
  message: z.string(),
  product: MessageProduct.nullable(),
  images: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
  audios: z.array(z.object({ url: z.string(), durationMs: z.number().int().nullable() })),
  replyToMessageId: z.number().int().nullable(),
  replyToMessageText: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

/** §3 Contact. `lastMessage.kind` lets the list label a voice message without its text. */
export const Contact = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  lastMessage: z.object({ message: z.string(), kind: z.enum(['text', 'voice', 'image', 'product']), createdAt: z.iso.datetime() }).nullable(),
  newMessagesCount: z.number().int(),
});
export type Contact = z.infer<typeof Contact>;

/** GET /api/chats/contacts?employeeId=: the caller's (or, for a company user, that employee's) contacts, the system contact first, then the newest conversation first. */
export const ContactsQuery = z.object({ employeeId: IdText.optional() });
export const ContactsReply = z.object({ data: z.array(Contact) });

/** GET /api/chats/messages/{userId}?cursor=&employeeId=: the newest page (oldest first within it); `nextCursor` pages back to older ones. */
export const MessagesParams = z.object({ userId: IdText });
export const MessagesQuery = z.object({ cursor: IdCursor.optional(), employeeId: IdText.optional() });
export const MessagesReply = z.object({ data: z.array(Message), nextCursor: z.string().nullable() });
export type MessagesReply = z.infer<typeof MessagesReply>;

/** POST /api/chats/messages/{userId}: a text message (with a product card, or quoting one of the conversation's messages). */
export const SendMessageBody = z.object({
  message: Text(MESSAGE_MAX).trim().min(1, 'validation.message-empty'),
  productId: Id.optional(),
  replyToMessageId: Id.optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** POST /api/chats/messages/{userId}/images: the form's optional `message`, the photos' caption. */
export const ImagesCaption = Text(MESSAGE_MAX).trim();

/** POST /api/chats/messages/{userId}/read: the other person's sent and received messages become read (204). */
/** DELETE /api/chats/messages (or POST with _method DELETE): the caller's own messages (204). */
export const DeleteMessagesBody = z.object({ ids: z.array(Id).min(1).max(100) });

/** POST /api/chats/forward: one of the caller's conversation messages sent again to each recipient. */
export const ForwardBody = z.object({ messageId: Id, to: z.array(Id).min(1).max(20) });
export type ForwardBody = z.infer<typeof ForwardBody>;

/** Saved replies per company (beyond the spec): GET/POST /api/chats/saved-replies, PUT/DELETE /api/chats/saved-replies/{id}. */
export const SavedReplyBody = z.object({ title: Text(80).trim().min(1, 'validation.required'), text: Text(MESSAGE_MAX).trim().min(1, 'validation.required') });
export const SavedReply = SavedReplyBody.extend({ id: z.number().int() });
export type SavedReply = z.infer<typeof SavedReply>;
export const SavedRepliesReply = z.object({ data: z.array(SavedReply) });
