// POST /api/users/add-image and DELETE /api/users/delete-image (part 2 §2 edit and remove profile
// picture). The file is checked by content (PNG or JPEG, bounded size and canvas), re-encoded as a
// 512 px square with a 96 px WebP thumbnail beside it, and served publicly under /uploads/avatars/.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '../../../src/api/schemas/account';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { imageKind, storeImageStreamed, type ThumbnailOf } from '../products/images';

type Deps = { db: Db; storage: Storage };

const AVATAR_URL = /^\/uploads\/(avatars\/[\w-]+)\.(png|jpg)$/;

/** The storage keys behind a picture url this service wrote (the picture and its thumbnail), or none. */
export function avatarKeys(url: string | null): string[] {
  const match = url ? AVATAR_URL.exec(url) : null;
  return match ? [`${match[1]}.${match[2]}`, `${match[1]}-thumb.webp`] : [];
}

/** The thumbnail of a picture url (small places: the top bar, tables, chats); other urls as they are. */
export const avatarThumb = (url: string): string => (AVATAR_URL.test(url) ? url.replace(/\.(png|jpg)$/, '-thumb.webp') : url);

const avatarSquare: ThumbnailOf = (image) => image.resize(512, 512, { fit: 'cover' });
const avatarThumbnail: ThumbnailOf = (image) => image.resize(96, 96, { fit: 'cover' }).webp({ quality: 75 });

export async function setAvatar(deps: Deps, user: SessionUser, form: Record<string, unknown>): Promise<{ url: string }> {
  const files = (Array.isArray(form.image) ? form.image : [form.image]).filter((f): f is File => f instanceof File && f.size > 0);
  const [file] = files;
  if (!file || files.length > 1) throw fieldError('image', 'server.avatar-required');
  if (file.size > AVATAR_MAX_BYTES) throw fieldError('image', 'server.avatar-too-large');
  // Checked by its first bytes; the file (a temporary file of the request) is streamed through sharp.
  const kind = imageKind(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!kind) throw fieldError('image', 'wizard.png-jpg-only');
  const id = randomUUID();
  const key = `avatars/${id}.${kind}`;
  const url = `/uploads/${key}`;
  const [before] = await deps.db.select({ url: users.imageUrl }).from(users).where(eq(users.id, user.id));
  await storeImageStreamed(deps.storage, { file, kind }, { key, thumbKey: `avatars/${id}-thumb.webp` }, avatarThumbnail, { resize: avatarSquare, field: 'image' });
  try {
    await deps.db.update(users).set({ imageUrl: url }).where(eq(users.id, user.id));
  } catch (error) {
    await Promise.all(avatarKeys(url).map((k) => deps.storage.remove(k).catch(() => undefined)));
    throw error;
  }
  await Promise.all(avatarKeys(before?.url ?? null).map((k) => deps.storage.remove(k).catch(() => undefined)));
  return { url };
}

export async function removeAvatar(deps: Deps, user: SessionUser): Promise<void> {
  const [before] = await deps.db.select({ url: users.imageUrl }).from(users).where(eq(users.id, user.id));
  await deps.db.update(users).set({ imageUrl: null }).where(eq(users.id, user.id));
  await Promise.all(avatarKeys(before?.url ?? null).map((k) => deps.storage.remove(k).catch(() => undefined)));
}
