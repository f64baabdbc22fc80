// Multipart forms read as a stream: each file part is written to a temporary file as it arrives and
// handed on as a File backed by that file (fs.openAsBlob), so a 10 MB voice message or PDF is never
// held whole in memory, neither here nor by the service that streams it on to storage. The parts are
// spooled rather than streamed straight to storage because a form is checked whole before anything is
// stored (a text field may come after the file, and a refused form stores nothing). The body stays
// bounded by the body limit (http/body-limit.ts), which errors the stream read here once passed.
import busboy from 'busboy';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type FormValue = string | File;
export type FormRecord = Record<string, FormValue | FormValue[]>;

/** A form read from a request, and the removal of its temporary files (call it when the request is done). */
export interface SpooledForm {
  form: FormRecord;
  cleanup(): Promise<void>;
}

/** Where the temporary files go (a folder per request under it); the operating system's by default. */
export const spoolSettings = { root: tmpdir() };

export const SPOOL_PREFIX = 'souqdesk-form-';

/**
 * The form as Hono's parseBody gives it (`all`: a name sent more than once becomes a list; a name
 * ending in [] is always one). Rejects when the body fails (aborted, or cut off by the body limit),
 * having removed whatever it wrote.
 */
export async function readMultipartForm(req: Request, options: { all?: boolean } = {}): Promise<SpooledForm> {
  let dir: Promise<string> | undefined;
  const cleanup = async () => {
    const made = await dir?.catch(() => undefined);
    if (made) await rm(made, { recursive: true, force: true });
  };
  try {
    const entries = await parse(req, () => (dir ??= mkdtemp(path.join(spoolSettings.root, SPOOL_PREFIX))));
    const form: FormRecord = Object.create(null);
    for (const [key, value] of entries) {
      const list = options.all || key.endsWith('[]');
      const had = form[key];
      if (!list) form[key] = value;
      else if (had === undefined) form[key] = key.endsWith('[]') ? [value] : value;
      else form[key] = Array.isArray(had) ? [...had, value] : [had, value];
    }
    return { form, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function parse(req: Request, folder: () => Promise<string>): Promise<[string, FormValue][]> {
  return new Promise((resolve, reject) => {
    if (!req.body) return reject(new Error('no body'));
    const parser = busboy({ headers: { 'content-type': req.headers.get('content-type') ?? '' }, limits: { fields: 200, parts: 300 } });
    // In the order the parts came; a file's slot is filled once it is written out.
    const entries: (readonly [string, FormValue | Promise<File>])[] = [];
    const open = new Set<Readable>();
    const writes: Promise<unknown>[] = [];
    let count = 0;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.destroy();
      parser.destroy();
      // A file being written stops too; the rejection waits for its write stream to close, so that the
      // folder removed after it gets no file created late.
      for (const stream of open) stream.destroy(error instanceof Error ? error : new Error(String(error)));
      Promise.allSettled(writes).then(() => reject(error));
    };
    parser.on('field', (name, value) => entries.push([name, value]));
    parser.on('file', (name, stream, info) => {
      const n = count++;
      open.add(stream);
      // Its errors reach fail() through the pipeline below; until that is attached (the folder still being
      // made, or never made) an error on it (destroyed by fail, or a cut-off body) must not go unheard,
      // which would crash the process.
      stream.on('error', () => undefined);
      const written = folder().then(async (dir) => {
        const file = path.join(dir, String(n));
        await pipeline(stream, createWriteStream(file));
        open.delete(stream);
        return new File([await openAsBlob(file, { type: info.mimeType })], info.filename ?? '', { type: info.mimeType });
      });
      writes.push(written);
      written.catch(fail);
      entries.push([name, written]);
    });
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all(entries.map(async ([name, value]) => [name, await value] as [string, FormValue])).then(resolve, fail);
    });
    const body = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('error', fail);
    body.pipe(parser);
  });
}

/**
 * Runs `use` with the request's form: a multipart body read as above (its temporary files removed when
 * `use` is done, whatever it did), any other form by Hono. A body that cannot be read is an empty form,
 * so the service answers with what is missing (and the body limit turns a cut-off body into a 413).
 */
export async function withForm<T>(req: { raw: Request; parseBody(options: { all?: boolean }): Promise<unknown> }, options: { all?: boolean }, use: (form: Record<string, unknown>) => Promise<T>): Promise<T> {
  if (!/^multipart\/form-data\b/i.test(req.raw.headers.get('content-type') ?? '')) {
    return use((await req.parseBody(options).catch(() => ({}))) as Record<string, unknown>);
  }
  const read = await readMultipartForm(req.raw, options).catch(() => undefined);
  if (!read) return use({});
  try {
    return await use(read.form);
  } finally {
    await read.cleanup();
  }
}
