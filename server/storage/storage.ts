import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are relative paths like `join-requests/<uuid>.pdf`. */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)+$/;

/** A local folder (DATA_DIR/uploads by default); another implementation could be object storage. */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string) {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string) {
    return readFile(this.pathOf(key)).then((b) => new Uint8Array(b), () => undefined);
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
