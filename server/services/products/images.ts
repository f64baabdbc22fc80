import { randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_PIXELS, PRODUCT_IMAGES_MAX } from '../../../src/domain/limits';
import { fieldError } from '../../http/errors';
import type { Storage } from '../../storage/storage';

/** An uploaded image, checked but not read whole: `file` is streamed when it is stored. */
export type ImageUpload = { file: Blob; name: string; kind: 'png' | 'jpg' };
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
    const kind = imageKind(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!kind) throw fieldError('images', 'wizard.png-jpg-only');
    await assertPixelsWithinLimit(file);
    const name = (file.name.split(/[\\/]/).pop() || `image.${kind}`).slice(0, 200);
    uploads.push({ file, name, kind });
  }
  return uploads;
}

const HEAD_BYTES = 256 * 1024;

/**
 * Width × height from the header (sharp's metadata reads it without decoding), or a 422. The first
 * 256 KB hold it but for a JPEG with a larger EXIF block before its frame header; then the whole file.
 */
async function assertPixelsWithinLimit(file: Blob) {
  const none = { width: undefined, height: undefined };
  let { width, height } = await sharp(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())).metadata().catch(() => none);
  if ((!width || !height) && file.size > HEAD_BYTES) {
    const whole = sharp();
    Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream<Uint8Array>).pipe(whole);
    ({ width, height } = await whole.metadata().catch(() => none));
  }
  if (!width || !height) throw fieldError('images', 'wizard.image-unreadable');
  if (width * height > PRODUCT_IMAGE_MAX_PIXELS) throw fieldError('images', 'wizard.image-too-many-pixels');
}

/** The thumbnail made from the (oriented) upload, beside the full image. */
export type ThumbnailOf = (image: Sharp) => Sharp;

const fitInside2000: ThumbnailOf = (image) => image.resize(2000, 2000, { fit: 'inside', withoutEnlargement: true });

/**
 * Streams an upload through sharp into storage: the image re-encoded (orientation applied, metadata
 * such as GPS dropped, at most 2000 px or as `options.resize` says) under `key` and its thumbnail
 * under `thumbKey`, both from one read of the file. sharp (libvips) decodes an image only once it has all of it, so the compressed
 * image and its pixels are in memory while it is worked on; the request body before it (a temporary
 * file) and the outputs after it (storage.put) are streamed. Returns the full image's size. Nothing is
 * left under either key when it fails (422 image-unreadable on `options.field`, images by default, when sharp refused the image).
 */
export async function storeImageStreamed(
  storage: Storage, upload: Pick<ImageUpload, 'file' | 'kind'>, keys: { key: string; thumbKey: string }, thumbnailOf: ThumbnailOf,
  options: { resize?: ThumbnailOf; field?: string } = {},
): Promise<{ bytes: number }> {
  const input = sharp({ failOn: 'error', limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS }).rotate();
  const resized = (options.resize ?? fitInside2000)(input.clone());
  const full = upload.kind === 'png' ? resized.png() : resized.jpeg({ quality: 85 });
  const thumb = thumbnailOf(input.clone());
  let unreadable = false;
  for (const image of [input, full, thumb]) image.on('error', () => { unreadable = true; });
  let bytes = 0;
  const counted = new Transform({ transform(chunk: Buffer, _encoding, done) { bytes += chunk.length; done(null, chunk); } });
  full.on('error', (error) => counted.destroy(error));
  full.pipe(counted);
  // Through a plain stream too: sharp emits its own 'close' at the end, which an async iterator (the S3
  // SDK's upload reads the body so) takes for the stream being cut off.
  const thumbOut = new PassThrough();
  thumb.on('error', (error) => thumbOut.destroy(error));
  thumb.pipe(thumbOut);
  // A broken image fails at once, often before storage.put has attached its own listeners (it makes the
  // folder first): an 'error' with no listener is an uncaught exception that ends the server. The failure
  // still reaches put, which reads an errored stream as failed.
  for (const out of [counted, thumbOut]) out.on('error', () => {});
  const source = Readable.fromWeb(upload.file.stream() as import('node:stream/web').ReadableStream<Uint8Array>);
  source.on('error', (error) => input.destroy(error));
  source.pipe(input);
  const results = await Promise.allSettled([storage.put(keys.key, counted), storage.put(keys.thumbKey, thumbOut)]);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.all([keys.key, keys.thumbKey].map((key) => storage.remove(key).catch(() => undefined)));
    if (unreadable) throw fieldError(options.field ?? 'images', 'wizard.image-unreadable');
    throw failure.reason;
  }
  return { bytes };
}

const productThumbnail: ThumbnailOf = (image) => image.resize(240, 180, { fit: 'cover' }).webp({ quality: 70 });

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
      await storeImageStreamed(storage, upload, { key, thumbKey }, productThumbnail);
      written.push(key, thumbKey);
      images.push({ name: upload.name, url: `/uploads/${key}`, thumbnailUrl: `/uploads/${thumbKey}` });
    }
    return { images, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
