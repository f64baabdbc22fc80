// The storage contract, run against both kinds: the local folder and an S3 bucket on a real
// S3-compatible server (s3rver, started here on a free port; the AWS SDK talks HTTP to it, unmocked).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { s3OptionsFromEnv, storageFromEnv } from './from-env';
import { S3Storage } from './s3';
import { LocalStorage, type Storage } from './storage';

/** A kind of storage, and every name it holds (files in the folder, objects in the bucket), partial ones included. */
type Made = { storage: Storage; dispose: () => Promise<void>; names: () => Promise<string[]> };

const kinds: { name: string; make: () => Promise<Made> }[] = [
  {
    name: 'local folder',
    make: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-storage-'));
      const names = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
      return { storage: new LocalStorage(dir), dispose: () => rm(dir, { recursive: true, force: true }), names };
    },
  },
  {
    name: 'S3 bucket (s3rver)',
    make: async () => {
      const s3: TestS3 = await startTestS3();
      const storage = new S3Storage({ ...s3.options, prefix: 'tenant-a' });
      const names = async () => ((await storage.client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }))).Contents ?? []).map((o) => o.Key!);
      return { storage, dispose: () => s3.close(), names };
    },
  },
];

/** `total` bytes in chunks of 64 KB, as a request body arrives; with `failAt`, an error there instead (an aborted upload). */
function bodyStream(total: number, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      this.push(Buffer.from(bytesOf(n + (sent % 251)).subarray(sent % 251)));
      sent += n;
    },
  });
}

const bytesOf = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed + (i >> 8)) & 0xff);
const read = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

for (const kind of kinds) {
  describe(`storage contract: ${kind.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let names: () => Promise<string[]>;
    beforeAll(async () => { ({ storage, dispose, names } = await kind.make()); }, 30_000);
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

    it('writes a streamed body as it arrives (past one multipart part on S3), whole', async () => {
      const size = 12 * 1024 * 1024 + 5;
      const expected = Buffer.concat(await bodyStream(size).toArray());
      await storage.put('join-requests/streamed.pdf', bodyStream(size));
      expect(Buffer.from((await storage.get('join-requests/streamed.pdf'))!).equals(expected)).toBe(true);
      // A web stream is taken too (what a File's stream() gives).
      await storage.put('chat-files/web.wav', Readable.toWeb(bodyStream(1000)) as ReadableStream<Uint8Array>);
      expect((await storage.get('chat-files/web.wav'))?.byteLength).toBe(1000);
    }, 60_000);

    it('leaves nothing behind when the body fails midway, past a part or within the first', async () => {
      const before = await names();
      for (const failAt of [7 * 1024 * 1024, 64 * 1024]) {
        await expect(storage.put('chat-files/aborted.wav', bodyStream(12 * 1024 * 1024, failAt))).rejects.toThrow(/client went away/);
        expect(await storage.get('chat-files/aborted.wav')).toBeUndefined();
        expect(await names()).toEqual(before);
      }
      // An earlier file under the key is kept, not half replaced.
      await storage.put('chat-files/kept.wav', bytesOf(300));
      await expect(storage.put('chat-files/kept.wav', bodyStream(6 * 1024 * 1024, 5 * 1024 * 1024 + 1))).rejects.toThrow(/client went away/);
      expect(await storage.get('chat-files/kept.wav')).toEqual(bytesOf(300));
    }, 60_000);

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

  it('streams a body in parts (the SDK multipart upload) and aborts the upload when the body fails', async () => {
    const s3 = await startTestS3('multipart-check');
    try {
      const storage = new S3Storage(s3.options);
      const commands: string[] = [];
      storage.client.middlewareStack.add((next, context) => async (args) => { commands.push(context.commandName!); return next(args); }, { step: 'initialize' });
      await storage.put('chat-files/long.wav', bodyStream(11 * 1024 * 1024));
      expect(commands).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
      commands.length = 0;
      await expect(storage.put('chat-files/cut.wav', bodyStream(11 * 1024 * 1024, 6 * 1024 * 1024))).rejects.toThrow(/client went away/);
      // (s3rver answers AbortMultipartUpload with 405 and keeps the parts in its own folder; S3, MinIO and R2 discard them.)
      expect(commands).toEqual(expect.arrayContaining(['CreateMultipartUploadCommand', 'AbortMultipartUploadCommand']));
      expect(commands).not.toContain('CompleteMultipartUploadCommand');
    } finally {
      await s3.close();
    }
  }, 60_000);
});
