import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file opened for reading, streamed rather than read whole. */
export interface StoredStream {
  stream: ReadableStream<Uint8Array>;
  size?: number;
}

/** What `put` takes: bytes, or a stream that is written as it arrives (never collected whole). */
export type PutBody = Uint8Array | Readable | ReadableStream<Uint8Array>;

/** A Node stream of the body (a web stream is adapted; bytes become a one-chunk stream). */
export function nodeStreamOf(body: PutBody): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([body]);
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * Where uploaded files live. Keys are relative paths like `join-requests/<uuid>.pdf`. Two kinds: a local
 * folder (LocalStorage, the default) and an S3 bucket (storage/s3.ts, S3_BUCKET), which several server
 * processes share. Neither gives out URLs: files are served by the server's routes, which check access.
 */
export interface Storage {
  /**
   * Writes the file whole or not at all: when the body fails (an aborted upload, a refused image) the
   * promise rejects and nothing is left under the key, nor any part of it.
   */
  put(key: string, body: PutBody): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  remove(key: string): Promise<void>;
  /** The file as a stream (large files are sent without being held whole in memory); undefined when absent. */
  open?(key: string): Promise<StoredStream | undefined>;
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)+$/;

/** Throws on a key that could leave the storage's root (`..`, absolute, odd characters). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** A local folder (DATA_DIR/uploads by default). */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: PutBody) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Streamed aside and renamed: a reader (another process on a shared folder) never sees half a file,
    // and a body that fails midway leaves only the partial file, which is removed.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await pipeline(nodeStreamOf(body), createWriteStream(partial));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    return readFile(this.pathOf(key)).then((b) => new Uint8Array(b), () => undefined);
  }

  async open(key: string): Promise<StoredStream | undefined> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
