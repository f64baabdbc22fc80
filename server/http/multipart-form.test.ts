// The multipart reader on its own: files land in a temporary folder as they arrive and are handed on as
// disk-backed Files; the folder goes with cleanup, or at once when the body fails.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMultipartForm, spoolSettings } from './multipart-form';

let root: string;
let saved: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'souqdesk-spool-test-'));
  saved = spoolSettings.root;
  spoolSettings.root = root;
});
afterAll(async () => {
  spoolSettings.root = saved;
  await rm(root, { recursive: true, force: true });
});

const boundary = 'xXsouqXx';
const type = `multipart/form-data; boundary=${boundary}`;
const part = (name: string, value: string, file?: { name: string; type: string }) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.name}"\r\nContent-Type: ${file.type}` : ''}\r\n\r\n${value}\r\n`;

/** A body sent in chunks; with `failAfter` chunks, it errors instead of ending (the client went away). */
function body(chunks: (string | Uint8Array)[], failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) return controller.error(new Error('client went away'));
      if (i === chunks.length) return controller.close();
      const chunk = chunks[i++];
      controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
    },
  });
}
const request = (stream: ReadableStream<Uint8Array>) => new Request('http://x/', { method: 'POST', body: stream, headers: { 'content-type': type }, duplex: 'half' } as RequestInit);

it('reads fields and files, lists repeated names, and keeps each file on disk until cleanup', async () => {
  const big = new Uint8Array(3 * 1024 * 1024).fill(7);
  const { form, cleanup } = await readMultipartForm(request(body([
    part('message', 'hello'),
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`, big, '\r\n',
    part('images', 'second', { name: 'b.jpg', type: 'image/jpeg' }),
    `--${boundary}--\r\n`,
  ])), { all: true });
  expect(form.message).toBe('hello');
  const [a, b] = form.images as File[];
  expect([a.name, a.type, a.size, b.name, b.type, await b.text()]).toEqual(['a.png', 'image/png', big.byteLength, 'b.jpg', 'image/jpeg', 'second']);
  expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(big))).toBe(true);
  const [folder] = await readdir(root);
  expect(await readdir(path.join(root, folder))).toEqual(['0', '1']);
  await cleanup();
  expect(await readdir(root)).toEqual([]);
});

it('without `all`, the last of a repeated name; a name ending in [] is always a list', async () => {
  const { form, cleanup } = await readMultipartForm(request(body([part('x', '1'), part('x', '2'), part('tags[]', 'a'), `--${boundary}--\r\n`])));
  expect(form).toEqual({ x: '2', 'tags[]': ['a'] });
  await cleanup();
});

it('rejects a body that fails midway and leaves no file behind', async () => {
  const chunk = new Uint8Array(256 * 1024).fill(1);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="v.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
  await expect(readMultipartForm(request(body([part('a', 'b'), head, chunk, chunk, chunk, chunk], 5)))).rejects.toThrow(/client went away/);
  expect(await readdir(root)).toEqual([]);
  // Nor does a body cut off before its closing boundary.
  await expect(readMultipartForm(request(body([head, chunk])))).rejects.toThrow();
  expect(await readdir(root)).toEqual([]);
});
