import { describe, expect, it } from 'vitest';
import type { Message } from '../../api/schemas/chats';
import { mergeMessages } from './merge-messages';

const at = (id: number, minute: number, status: Message['status'] = 'sent'): Message => ({
  id, senderId: 1, receiverId: 2, status, createdAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`, message: `m${id}`,
  product: null, images: [], audios: [], replyToMessageId: null, replyToMessageText: null,
});
const ids = (list: Message[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('puts an older page before, a newer one after, and keeps time order with ids breaking ties', () => {
    const shown = [at(5, 10), at(6, 11)];
    expect(ids(mergeMessages(shown, [at(3, 8), at(4, 9)]))).toEqual([3, 4, 5, 6]);
    expect(ids(mergeMessages(shown, [at(8, 11), at(7, 11)]))).toEqual([5, 6, 7, 8]);
  });

  it('replaces a message the page holds again (its status changed) and keeps the others', () => {
    const shown = [at(1, 1), at(2, 2), at(3, 3)];
    const merged = mergeMessages(shown, [at(2, 2, 'read'), at(4, 4)]);
    expect(ids(merged)).toEqual([1, 2, 3, 4]);
    expect(merged[1].status).toBe('read');
    expect(merged[0]).toBe(shown[0]);
  });

  it('returns the same list for an empty page, and a sorted copy of an unordered page into nothing', () => {
    const shown = [at(1, 1)];
    expect(mergeMessages(shown, [])).toBe(shown);
    expect(ids(mergeMessages([], [at(2, 5), at(1, 1)]))).toEqual([1, 2]);
  });
});
