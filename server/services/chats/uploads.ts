// Voice messages and photos in chats: each upload is checked by its content (a WAV of 16-bit
// PCM of at least a second, read from its header; PNG or JPEG decoded by sharp), stored, and recorded with
// its message in one transaction (sendMessage). A file is read back only by the conversation's parties.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGES_MAX, VOICE_MAX_BYTES } from '../../../src/domain/limits';
import { ImagesCaption, type Message } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { conversations, messageFiles, messages } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, forbidden, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { imageKind, storeImageStreamed, type ThumbnailOf } from '../products/images';
import { scope, sendMessage } from './index';
import type { NewFile } from './message-files';
import { readWav, WAV_HEAD_BYTES } from './wav';

type Deps = { db: Db; storage: Storage };

const filesIn = (value: unknown): File[] => (Array.isArray(value) ? value : [value]).filter((f): f is File => f instanceof File && f.size > 0);

/** Stores the files, sends the message with them, and removes what was stored when the send fails. */
async function sendWith(deps: Deps, user: SessionUser, otherId: number, employeeId: number | undefined, now: Date, stored: { key: string; file: NewFile; extra?: string }[], message = ''): Promise<Message> {
  try {
    return await sendMessage(deps.db, user, otherId, { message } as never, employeeId, now, stored.map((s) => s.file));
  } catch (err) {
    await Promise.all(stored.flatMap((s) => [s.key, ...(s.extra ? [s.extra] : [])]).map((k) => deps.storage.remove(k).catch(() => undefined)));
    throw err;
  }
}

/** POST /api/chats/messages/{userId}/voice: the form's `audio` file, a WAV the box recorded. */
export async function sendVoice(deps: Deps, user: SessionUser, otherId: number, form: Record<string, unknown>, employeeId: number | undefined, now: Date): Promise<Message> {
  if (employeeId !== undefined) throw forbidden();
  const [file, ...more] = filesIn(form.audio);
  if (!file || more.length > 0) throw fieldError('audio', 'validation.voice-not-wav');
  if (file.size > VOICE_MAX_BYTES) throw fieldError('audio', 'validation.voice-too-long');
  // The header is read from the file's start and checked against its whole length; the samples are
  // streamed into storage, never held whole.
  const wav = readWav(new Uint8Array(await file.slice(0, WAV_HEAD_BYTES).arrayBuffer()), file.size);
  if (!wav.ok) throw fieldError('audio', wav.key);
  const key = `chats/${randomUUID()}.wav`;
  await deps.storage.put(key, file.stream());
  return sendWith(deps, user, otherId, employeeId, now, [{ key, file: { kind: 'audio', storageKey: key, mime: 'audio/wav', bytes: file.size, durationMs: wav.durationMs } }]);
}

/** The photos' optional caption (the form's one `message` text, trimmed; at most MESSAGE_MAX characters). */
function captionIn(value: unknown): string {
  if (value === undefined) return '';
  const caption = ImagesCaption.safeParse(value);
  if (!caption.success) throw fieldError('message', typeof value === 'string' ? caption.error.issues[0].message : 'validation.text-invalid');
  return caption.data;
}

const chatThumbnail: ThumbnailOf = (image) => image.resize(480, 480, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 72 });

/**
 * POST /api/chats/messages/{userId}/images: 1 to 4 PNG/JPEG photos, re-encoded (orientation applied,
 * metadata such as GPS dropped, at most 2000 px) with a WebP thumbnail beside each, as products' are;
 * an optional `message` is their caption.
 */
export async function sendImages(deps: Deps, user: SessionUser, otherId: number, form: Record<string, unknown>, employeeId: number | undefined, now: Date): Promise<Message> {
  if (employeeId !== undefined) throw forbidden();
  const files = filesIn(form.images);
  if (files.length === 0) throw fieldError('images', 'wizard.image-required');
  if (files.length > CHAT_IMAGES_MAX) throw fieldError('images', 'validation.chat-images-max');
  const caption = captionIn(form.message);
  const stored: { key: string; file: NewFile; extra: string }[] = [];
  try {
    for (const file of files) {
      if (file.size > CHAT_IMAGE_MAX_BYTES) throw fieldError('images', 'wizard.image-too-large');
      const kind = imageKind(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
      if (!kind) throw fieldError('images', 'wizard.png-jpg-only');
      const id = randomUUID();
      const key = `chats/${id}.${kind}`;
      const extra = `chats/${id}-thumb.webp`;
      const { bytes } = await storeImageStreamed(deps.storage, { file, kind }, { key, thumbKey: extra }, chatThumbnail);
      stored.push({ key, extra, file: { kind: 'image', storageKey: key, mime: kind === 'png' ? 'image/png' : 'image/jpeg', bytes, durationMs: null } });
    }
  } catch (err) {
    await Promise.all(stored.flatMap((s) => [s.key, s.extra]).map((k) => deps.storage.remove(k).catch(() => undefined)));
    throw err;
  }
  return sendWith(deps, user, otherId, employeeId, now, stored, caption);
}

/** The bytes of a message's file for one of the conversation's parties (the buyer, the employee handling it, the company user); 404 for anyone else. */
export async function readMessageFile(deps: Deps, user: SessionUser, fileId: number, thumb: boolean): Promise<{ bytes: Uint8Array; mime: string }> {
  const [f] = await deps.db.select({ key: messageFiles.storageKey, mime: messageFiles.mime, kind: messageFiles.kind, conversationId: messages.conversationId })
    .from(messageFiles).innerJoin(messages, eq(messages.id, messageFiles.messageId)).where(eq(messageFiles.id, fileId));
  if (!f) throw notFound();
  const [conv] = await deps.db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.id, f.conversationId), await scope(deps.db, user, undefined)));
  if (!conv) throw notFound();
  const small = thumb && f.kind === 'image';
  const bytes = await deps.storage.get(small ? f.key.replace(/\.\w+$/, '-thumb.webp') : f.key);
  if (!bytes) throw notFound();
  return { bytes, mime: small ? 'image/webp' : f.mime };
}
