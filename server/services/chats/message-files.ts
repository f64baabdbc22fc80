// A message's uploads (message_files) as the contract shows them: images and audios, each fetched through
// the authenticated GET /api/chats/files/{id} (a conversation's files are private to its parties).
import { inArray } from 'drizzle-orm';
import type { Message } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { messageFiles, type MessageFileKind } from '../../db/schema';

export type MessageFiles = Pick<Message, 'images' | 'audios'>;
export type NewFile = { kind: MessageFileKind; storageKey: string; mime: string; bytes: number; durationMs: number | null };

export const NO_FILES: MessageFiles = { images: [], audios: [] };
export const fileUrl = (id: number) => `/api/chats/files/${id}`;

/** The files of these messages, by message id (oldest upload first). */
export async function filesOf(db: Db, messageIds: number[]): Promise<Map<number, MessageFiles>> {
  const byMessage = new Map<number, MessageFiles>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db.select().from(messageFiles).where(inArray(messageFiles.messageId, messageIds)).orderBy(messageFiles.id);
  for (const f of rows) {
    const files = byMessage.get(f.messageId) ?? { images: [], audios: [] };
    if (f.kind === 'image') files.images.push({ url: fileUrl(f.id), thumbnailUrl: `${fileUrl(f.id)}?size=thumb` });
    else files.audios.push({ url: fileUrl(f.id), durationMs: f.durationMs });
    byMessage.set(f.messageId, files);
  }
  return byMessage;
}

/** What the contacts list says of a last message: a voice message or a photo shows a marker instead of its (empty) text. */
export function kindOf(files: MessageFiles | undefined, productId: number | null): 'text' | 'voice' | 'image' | 'product' {
  if (files?.audios.length) return 'voice';
  if (files?.images.length) return 'image';
  return productId !== null ? 'product' : 'text';
}
