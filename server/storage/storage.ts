import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A stored file opened for reading, streamed rather than read whole. */
export interface StoredStream {
  stream: ReadableStream<Uint8Array>;
  size?: number;
}

/**
 * Where uploaded files live. Keys are relative paths like `join-requests/<uuid>.pdf`. Two kinds: a local
 * folder (LocalStorage, the default) and an S3 bucket (storage/s3.ts, S3_BUCKET), which several server
 * processes share. Neither gives out URLs: files are served by the server's routes, which check access.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
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

  async put(key: string, bytes: Uint8Array) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader (another process on a shared folder) never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
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
