// Uploads read as streams, through the app: a body sent in chunks with no declared length (as a slow
// phone sends it) is stored whole; one that stops midway, or passes its limit, leaves nothing in storage
// nor in the temporary folder its parts were written to.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeWav } from '../../src/domain/wav-encode';
import { VOICE_MAX_BYTES } from '../../src/domain/limits';
import { companyDocuments, joinRequests, messageFiles } from '../db/schema';
import { spoolSettings } from '../http/multipart-form';
import { forEachActivityDatabase } from '../test/activity';
import { bearer } from '../test/harness';

let spool: string;
let saved: string;
beforeAll(async () => {
  spool = await mkdtemp(path.join(tmpdir(), 'souqdesk-spool-routes-'));
  saved = spoolSettings.root;
  spoolSettings.root = spool;
});
afterAll(async () => {
  spoolSettings.root = saved;
  await rm(spool, { recursive: true, force: true });
});

const boundary = 'souqStreamBoundary';
const fileHead = (field: string, name: string, type: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The parts as a body of 64 KB chunks; with `failAt` bytes, an error right after that byte count (the connection dropped). */
function streamed(parts: (string | Uint8Array)[], failAt?: number): ReadableStream<Uint8Array> {
  const whole = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAt !== undefined && at >= failAt) return controller.error(new Error('connection dropped'));
      if (at >= whole.length) return controller.close();
      const end = Math.min(at + 64 * 1024, failAt ?? whole.length);
      controller.enqueue(new Uint8Array(whole.subarray(at, end)));
      at = end;
    },
  });
}

/** Every file under a folder, as relative paths. */
const filesUnder = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
const JOIN = { companyName: 'Streamed Co', companySize: '11-50', country: 'KW', city: 'hawalli', fullAddress: 'Block 1', aboutCompany: 'Large files', email: 'big@streamed.test', phoneNumber: '+96555512399', website: '', facebook: '', instagram: '', acceptTerms: 'true', acceptPrivacy: 'true' };

forEachActivityDatabase('uploads read as streams', (ctx) => {
  let address = 0;
  const post = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    ctx().app.request(url, { method: 'POST', body, duplex: 'half', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': `10.61.0.${++address}`, ...headers } } as RequestInit);

  it('stores a voice message, a Join Us PDF and a company document sent in chunks with no declared length, whole', async () => {
    const { ids, tokens, storage, db } = ctx();
    // Close to the 5 minutes' limit: about 9.6 MB.
    const wav = encodeWav(Float32Array.from({ length: 16_000 * 299 }, (_, i) => 0.2 * Math.sin(i / 7)), 16_000);
    const voice = await post(`/api/chats/messages/${ids.sara}/voice`, streamed([fileHead('audio', 'v.wav', 'audio/wav'), wav, `\r\n--${boundary}--\r\n`]), bearer(tokens.buyer1));
    expect(voice.status).toBe(201);
    const sent = await voice.json();
    const [row] = await db.select().from(messageFiles).where(eq(messageFiles.messageId, sent.id));
    expect(row.bytes).toBe(wav.byteLength);
    expect(Buffer.from((await storage.get(row.storageKey))!).equals(Buffer.from(wav))).toBe(true);

    const join = await post('/api/join-requests', streamed([...Object.entries(JOIN).map(([k, v]) => field(k, v)), fileHead('attachment', 'licence.pdf', 'application/pdf'), PDF, `\r\n--${boundary}--\r\n`]));
    expect(join.status).toBe(201);
    const { id } = await join.json();
    const [application] = (await db.select().from(joinRequests)).filter((r) => r.id === id);
    expect(Buffer.from((await storage.get(application.attachmentPath!))!).equals(PDF)).toBe(true);

    // A company document: stored whole, private (read back by its route only, never under /uploads).
    const doc = await post('/api/companies/self/add-file', streamed([field('fileType', 'trade_license'), fileHead('file', 'licence.pdf', 'application/pdf'), PDF, `\r\n--${boundary}--\r\n`]), bearer(tokens.demo));
    expect(doc.status).toBe(201);
    const [document] = (await db.select().from(companyDocuments)).filter((r) => r.fileName === 'licence.pdf');
    expect(document.sizeBytes).toBe(PDF.byteLength);
    expect(Buffer.from((await storage.get(document.storageKey))!).equals(PDF)).toBe(true);
    expect((await ctx().app.request(`/uploads/${document.storageKey}`)).status).toBe(404);
    expect(await readdir(spool)).toEqual([]);
  }, 60_000);

  it('reads profile pictures and company documents through the temporary folder (none there: nothing read)', async () => {
    const { tokens } = ctx();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
    const send = () => [
      post('/api/users/add-image', streamed([fileHead('image', 'me.png', 'image/png'), png, `\r\n--${boundary}--\r\n`]), bearer(tokens.buyer1)),
      post('/api/companies/self/add-file', streamed([field('fileType', 'trade_license'), fileHead('file', 'l.png', 'image/png'), png, `\r\n--${boundary}--\r\n`]), bearer(tokens.demo)),
    ];
    spoolSettings.root = path.join(spool, 'missing');
    try {
      for (const res of await Promise.all(send())) expect(res.status).toBe(422);
    } finally {
      spoolSettings.root = spool;
    }
    expect((await Promise.all(send())).map((r) => r.status)).toEqual([200, 201]);
  });

  it('leaves nothing behind when the connection drops midway or the body passes its limit', async () => {
    const { ids, tokens, storage } = ctx();
    const before = await filesUnder(storage.root);
    const big = new Uint8Array(4 * 1024 * 1024).fill(9);
    const cases: { url: string; token?: string; parts: (string | Uint8Array)[] }[] = [
      { url: `/api/chats/messages/${ids.sara}/voice`, token: tokens.buyer1, parts: [fileHead('audio', 'v.wav', 'audio/wav'), encodeWav(new Float32Array(16_000 * 200), 16_000)] },
      { url: `/api/chats/messages/${ids.sara}/images`, token: tokens.buyer1, parts: [field('message', 'look'), fileHead('images', 'a.png', 'image/png'), big] },
      { url: '/api/products', token: tokens.sara, parts: [field('name', 'Cut off'), fileHead('images', 'a.jpg', 'image/jpeg'), big] },
      { url: '/api/banners', token: tokens.demo, parts: [fileHead('images', 'a.jpg', 'image/jpeg'), big] },
      { url: '/api/offers/promo', token: tokens.demo, parts: [field('price', '1000'), fileHead('images', 'a.jpg', 'image/jpeg'), big] },
      { url: '/api/users/add-image', token: tokens.buyer1, parts: [fileHead('image', 'a.png', 'image/png'), big] },
      { url: '/api/companies/self/add-file', token: tokens.demo, parts: [field('fileType', 'trade_license'), fileHead('file', 'x.pdf', 'application/pdf'), PDF] },
      { url: '/api/join-requests', parts: [...Object.entries(JOIN).map(([k, v]) => field(k, v)), fileHead('attachment', 'x.pdf', 'application/pdf'), PDF] },
    ];
    for (const { url, token, parts } of cases) {
      const res = await post(url, streamed([...parts, `\r\n--${boundary}--\r\n`], 3 * 1024 * 1024), token ? bearer(token) : {});
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(await filesUnder(storage.root), url).toEqual(before);
      expect(await readdir(spool), url).toEqual([]);
    }
    // Whole, valid forms cut just before their closing boundary: each is accepted when it ends, so the drop
    // alone is what must leave nothing behind (the files were fully read before the connection went).
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
    const valid: { url: string; token?: string; parts: (string | Uint8Array)[] }[] = [
      { url: `/api/chats/messages/${ids.sara}/voice`, token: tokens.buyer1, parts: [fileHead('audio', 'v.wav', 'audio/wav'), encodeWav(new Float32Array(16_000 * 20), 16_000)] },
      { url: `/api/chats/messages/${ids.sara}/images`, token: tokens.buyer1, parts: [field('message', 'look'), fileHead('images', 'a.png', 'image/png'), png] },
      { url: '/api/users/add-image', token: tokens.buyer1, parts: [fileHead('image', 'a.png', 'image/png'), png] },
      { url: '/api/companies/self/add-file', token: tokens.demo, parts: [field('fileType', 'trade_license'), fileHead('file', 'x.pdf', 'application/pdf'), PDF] },
      { url: '/api/join-requests', parts: [...Object.entries({ ...JOIN, email: 'cut@streamed.test' }).map(([k, v]) => field(k, v)), fileHead('attachment', 'x.pdf', 'application/pdf'), PDF] },
    ];
    for (const { url, token, parts } of valid) {
      const body = [...parts, `\r\n--${boundary}--\r\n`];
      const length = Buffer.concat(body.map((p) => Buffer.from(p))).length;
      const res = await post(url, streamed(body, length - 8), token ? bearer(token) : {});
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(await filesUnder(storage.root), url).toEqual(before);
      expect(await readdir(spool), url).toEqual([]);
    }
    const accepted = [];
    for (const { url, token, parts } of valid) accepted.push((await post(url, streamed([...parts, `\r\n--${boundary}--\r\n`]), token ? bearer(token) : {})).status);
    expect(accepted).toEqual([201, 201, 200, 201, 201]);
    const stored = await filesUnder(storage.root);

    // Past the voice limit with no declared length: cut off as it is counted, a 413.
    const tooLong = await post(`/api/chats/messages/${ids.sara}/voice`, streamed([fileHead('audio', 'v.wav', 'audio/wav'), new Uint8Array(VOICE_MAX_BYTES + 256 * 1024), `\r\n--${boundary}--\r\n`]), bearer(tokens.buyer1));
    expect(tooLong.status).toBe(413);
    expect(await filesUnder(storage.root)).toEqual(stored);
    expect(await readdir(spool)).toEqual([]);
  }, 60_000);
});
