// The storage contract, run against both kinds: the local folder and an S3 bucket on a real
// S3-compatible server (s3rver, started here on a free port; the AWS SDK talks HTTP to it, unmocked).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { s3OptionsFromEnv, storageFromEnv } from './from-env';
import { S3Storage } from './s3';
import { LocalStorage, type Storage } from './storage';

const kinds: { name: string; make: () => Promise<{ storage: Storage; dispose: () => Promise<void> }> }[] = [
  {
    name: 'local folder',
    make: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-storage-'));
      return { storage: new LocalStorage(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket (s3rver)',
    make: async () => {
      const s3: TestS3 = await startTestS3();
      return { storage: new S3Storage({ ...s3.options, prefix: 'tenant-a' }), dispose: () => s3.close() };
    },
  },
];

const bytesOf = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed + (i >> 8)) & 0xff);
const read = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

for (const kind of kinds) {
  describe(`storage contract: ${kind.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeAll(async () => { ({ storage, dispose } = await kind.make()); }, 30_000);
    afterAll(async () => { await dispose?.(); });

    it('puts, gets, overwrites and removes', async () => {
      expect(await storage.get('products/missing.webp')).toBeUndefined();
      const first = bytesOf(1000);
      await storage.put('products/a1.webp', first);
      expect(await storage.get('products/a1.webp')).toEqual(first);
      const second = bytesOf(500, 13);
      await storage.put('products/a1.webp', second);
      expect(await storage.get('products/a1.webp')).toEqual(second);
      await storage.remove('products/a1.webp');
      expect(await storage.get('products/a1.webp')).toBeUndefined();
      // Removing what is not there is no error.
      await storage.remove('products/a1.webp');
    });

    it('streams a large file back without reading it whole first', async () => {
      const big = bytesOf(3 * 1024 * 1024 + 17);
      await storage.put('chat-files/voice-big.wav', big);
      const opened = await storage.open!('chat-files/voice-big.wav');
      expect(opened?.size).toBe(big.byteLength);
      // Compared as buffers: a deep equality of 3 MB element by element takes minutes.
      expect(Buffer.from(await read(opened!.stream)).equals(Buffer.from(big))).toBe(true);
      expect(Buffer.from((await storage.get('chat-files/voice-big.wav'))!).equals(Buffer.from(big))).toBe(true);
      expect(await storage.open!('chat-files/none.wav')).toBeUndefined();
    });

    it('keeps nested keys apart and refuses keys that could leave its root', async () => {
      await storage.put('join-requests/x/1.pdf', bytesOf(10, 3));
      await storage.put('join-requests/x1.pdf', bytesOf(10, 5));
      expect(await storage.get('join-requests/x/1.pdf')).toEqual(bytesOf(10, 3));
      expect(await storage.get('join-requests/x1.pdf')).toEqual(bytesOf(10, 5));
      for (const key of ['../etc/passwd', '/abs/x.pdf', 'products/../../x.pdf', 'products', 'a b/c.pdf']) {
        await expect(storage.put(key, bytesOf(1)), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

describe('S3 settings from the environment', () => {
  it('is the local folder unless S3_BUCKET is set', () => {
    expect(storageFromEnv('/tmp/d', {})).toBeInstanceOf(LocalStorage);
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: '/souq/' })).toEqual({
      bucket: 'b', endpoint: 'http://minio:9000', region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, forcePathStyle: true, prefix: 'souq',
    });
    // AWS itself: virtual-hosted style, the SDK's own credentials.
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'me-south-1' })).toMatchObject({ endpoint: undefined, region: 'me-south-1', credentials: undefined, forcePathStyle: false });
    expect(storageFromEnv('/tmp/d', { S3_BUCKET: 'b' })).toBeInstanceOf(S3Storage);
  });

  it('writes private objects: no ACL, no public URL (the server routes serve every file)', async () => {
    const s3 = await startTestS3('private-check');
    try {
      const storage = new S3Storage(s3.options);
      const sent: Record<string, unknown>[] = [];
      storage.client.middlewareStack.add((next) => async (args) => { sent.push(args.input as Record<string, unknown>); return next(args); }, { step: 'initialize' });
      await storage.put('join-requests/secret.pdf', bytesOf(64));
      expect(await storage.get('join-requests/secret.pdf')).toEqual(bytesOf(64));
      expect(sent.map((input) => Object.keys(input).sort())).toEqual([['Body', 'Bucket', 'ContentLength', 'Key'], ['Bucket', 'Key']]);
      // (s3rver itself answers anonymous reads, so the bucket's own policy is not what this checks: on a
      // real deployment the bucket is private, docs/operations.md.)
    } finally {
      await s3.close();
    }
  });
});
