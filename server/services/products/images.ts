import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_PIXELS, PRODUCT_IMAGES_MAX } from '../../../src/domain/limits';
import { fieldError } from '../../http/errors';
import type { Storage } from '../../storage/storage';

export type ImageUpload = { bytes: Uint8Array; name: string; kind: 'png' | 'jpg' };
export type StoredImage = { name: string; url: string; thumbnailUrl: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** PNG or JPEG by their first bytes; the name and the declared type are not believed. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  return startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpg' : null;
}

/** The form's image files (1 to 10, each PNG/JPEG by content and size-capped), or a 422. Nothing is stored. */
export async function readProductImages(value: unknown): Promise<ImageUpload[]> {
  const files = (Array.isArray(value) ? value : [value]).filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ''));
  if (files.length === 0) throw fieldError('images', 'wizard.image-required');
  if (files.length > PRODUCT_IMAGES_MAX) throw fieldError('images', 'wizard.max-files');
  const uploads: ImageUpload[] = [];
  for (const file of files) {
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw fieldError('images', 'wizard.image-too-large');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) throw fieldError('images', 'wizard.png-jpg-only');
    await assertPixelsWithinLimit(bytes);
    const name = (file.name.split(/[\\/]/).pop() || `image.${kind}`).slice(0, 200);
    uploads.push({ bytes, name, kind });
  }
  return uploads;
}

/** Width × height from the header (sharp's metadata reads it without decoding), or a 422. */
async function assertPixelsWithinLimit(bytes: Uint8Array) {
  const { width, height } = await sharp(bytes).metadata().catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) throw fieldError('images', 'wizard.image-unreadable');
  if (width * height > PRODUCT_IMAGE_MAX_PIXELS) throw fieldError('images', 'wizard.image-too-many-pixels');
}

/**
 * Re-encodes each image (orientation applied, metadata such as GPS dropped, at most 2000 px) and
 * makes a 240×180 WebP thumbnail, all through storage. All or nothing: on any failure every file
 * written so far is removed. Returns the images and a `remove` that undoes them (for a failed insert).
 */
export async function storeProductImages(storage: Storage, uploads: ImageUpload[]): Promise<{ images: StoredImage[]; remove: () => Promise<void> }> {
  const written: string[] = [];
  const remove = async () => {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
  };
  try {
    const images: StoredImage[] = [];
    for (const upload of uploads) {
      const id = randomUUID();
      const key = `products/${id}.${upload.kind}`;
      const thumbKey = `products/${id}-thumb.webp`;
      let full: Buffer;
      let thumb: Buffer;
      try {
        const base = sharp(upload.bytes, { failOn: 'error', limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS }).rotate().resize(2000, 2000, { fit: 'inside', withoutEnlargement: true });
        full = await (upload.kind === 'png' ? base.png() : base.jpeg({ quality: 85 })).toBuffer();
        thumb = await sharp(full).resize(240, 180, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
      } catch {
        throw fieldError('images', 'wizard.image-unreadable');
      }
      written.push(key);
      await storage.put(key, full);
      written.push(thumbKey);
      await storage.put(thumbKey, thumb);
      images.push({ name: upload.name, url: `/uploads/${key}`, thumbnailUrl: `/uploads/${thumbKey}` });
    }
    return { images, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
