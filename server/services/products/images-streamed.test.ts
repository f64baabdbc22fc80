// Photos streamed through sharp into both kinds of storage: the local folder and an S3 bucket on s3rver
// (the SDK reads sharp's output as a stream there, which is where a stream's quirks show).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalStorage, type Storage } from '../../storage/storage';
import { S3Storage } from '../../storage/s3';
import { startTestS3 } from '../../test/s3-server';
import { storeImageStreamed } from './images';

const kinds: { name: string; make: () => Promise<{ storage: Storage; dispose: () => Promise<void> }> }[] = [
  { name: 'local folder', make: async () => { const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-img-')); return { storage: new LocalStorage(dir), dispose: () => rm(dir, { recursive: true, force: true }) }; } },
  { name: 'S3 bucket (s3rver)', make: async () => { const s3 = await startTestS3('images'); return { storage: new S3Storage(s3.options), dispose: () => s3.close() }; } },
];
const thumbnail = (image: Sharp) => image.resize(240, 180, { fit: 'cover' }).webp({ quality: 70 });

for (const kind of kinds) {
  describe(`photos streamed through sharp: ${kind.name}`, () => {
    it('stores the re-encoded photo and its thumbnail, and nothing for an image sharp refuses', async () => {
      const { storage, dispose } = await kind.make();
      try {
        // Orientation 6: stored turned, 3000×2000 read as 2000 wide at most.
        const jpg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
        const { bytes } = await storeImageStreamed(storage, { file: new Blob([new Uint8Array(jpg)]), kind: 'jpg' }, { key: 'products/p.jpg', thumbKey: 'products/p-thumb.webp' }, thumbnail);
        const full = (await storage.get('products/p.jpg'))!;
        expect(full.byteLength).toBe(bytes);
        expect(await sharp(full).metadata()).toMatchObject({ format: 'jpeg', width: 1333, height: 2000 });
        expect(await sharp((await storage.get('products/p-thumb.webp'))!).metadata()).toMatchObject({ format: 'webp', width: 240, height: 180 });

        const broken = Buffer.concat([jpg.subarray(0, 2000), Buffer.alloc(5000, 0x55)]);
        await expect(storeImageStreamed(storage, { file: new Blob([new Uint8Array(broken)]), kind: 'jpg' }, { key: 'products/b.jpg', thumbKey: 'products/b-thumb.webp' }, thumbnail)).rejects.toMatchObject({ status: 422 });
        expect(await storage.get('products/b.jpg')).toBeUndefined();
        expect(await storage.get('products/b-thumb.webp')).toBeUndefined();
      } finally {
        await dispose();
      }
    }, 60_000);

    it('refuses a run of images with a corrupt header with 422 each, and nothing is thrown outside the call', async () => {
      const { storage, dispose } = await kind.make();
      // Such an image fails at once, often before storage has taken the output streams: an 'error' event
      // nobody listened to then was an uncaught exception, the end of a server.
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      try {
        const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } }).png().toBuffer();
        const broken = new Uint8Array(png.subarray(0, 40));
        for (let i = 0; i < 40; i++) {
          await expect(storeImageStreamed(storage, { file: new Blob([broken]), kind: 'png' }, { key: `chats/${i}.png`, thumbKey: `chats/${i}-thumb.webp` }, thumbnail))
            .rejects.toMatchObject({ status: 422 });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', record);
        await dispose();
      }
    }, 60_000);
  });
}
