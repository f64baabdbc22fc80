// What a bubble shows: a message from the server or one still pending in the outbox.
import type { Message } from '../../../api/schemas/chats';
import { kuwaitDay } from '../../../domain/chat-days';
import type { PendingMessage } from '../../../machines/conversation/conversation.machine';

/** `id`: the server's (null while pending: it cannot be answered yet); `quote`: the text it answers; `product`: its card; `day`: its day in Kuwait. */
export type Shown = {
  key: string; id: number | null; own: boolean; text: string; quote: string | null; createdAt: string; day: string; status: Message['status'] | 'pending'; unreadIncoming: boolean;
  product: Message['product'];
  /** Photos and voice recordings (none while pending: the box sends those itself). */
  images: Message['images']; audios: Message['audios'];
};

/** Ours when it went to the other person: our side may be several people (the company user answers an employee's buyer). */
export const shownOf = (userId: number) => (m: Message): Shown => ({
  key: `m${m.id}`, id: m.id, own: m.receiverId === userId, text: m.message, quote: m.replyToMessageText, createdAt: m.createdAt, day: kuwaitDay(m.createdAt), status: m.status,
  unreadIncoming: m.receiverId !== userId && m.status !== 'read', product: m.product, images: m.images, audios: m.audios,
});
export const pendingOf = (p: PendingMessage): Shown => ({
  key: `p${p.localId}`, id: null, own: true, text: p.message, quote: p.replyTo?.text ?? null, createdAt: p.createdAt, day: kuwaitDay(p.createdAt), status: 'pending', unreadIncoming: false,
  product: p.product, images: [], audios: [],
});

/**
 * One converter for a conversation that remembers what it made for each message object: a page merged
 * in keeps the other messages' objects, so they are not converted (nor their day worked out) again, and
 * their memoised bubbles see the same `m` and do not re-render.
 */
export function shownCache(userId: number): (m: Message) => Shown {
  const made = new WeakMap<Message, Shown>();
  const convert = shownOf(userId);
  return (m) => {
    let s = made.get(m);
    if (!s) made.set(m, (s = convert(m)));
    return s;
  };
}
