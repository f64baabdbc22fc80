// Two real server processes on one PostgreSQL and one S3 bucket (s3rver on this machine), each with its
// own DATA_DIR: a photo uploaded through A is served by B, and the message it makes arrives live on a
// stream B holds (goal 2).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestContext, loginAs, type TestContext } from '../test/harness';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { SseReader } from '../test/sse';

if (!process.env.DATABASE_URL) console.warn('uploads-processes.test.ts skipped: it needs DATABASE_URL (two processes share one PostgreSQL)');

describe.skipIf(!process.env.DATABASE_URL)('uploads across two server processes on one S3 bucket', () => {
  let ctx: TestContext;
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    for (const name of ['sara', 'buyer1']) {
      tokens[name] = await loginAs(ctx.app, name);
      const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
      ids[name] = u.id;
    }
    s3 = await startTestS3('shared-uploads');
    [a, b] = await Promise.all([startServerProcess(ctx.databaseUrl!, 60_000, s3.env), startServerProcess(ctx.databaseUrl!, 60_000, s3.env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await ctx?.dispose();
  });

  it('a chat photo sent through A is served by B, and B’s stream hears of it live', async () => {
    const auth = (as: string) => ({ authorization: `Bearer ${tokens[as]}` });
    const ticket = await fetch(`${b.base}/api/events/ticket`, { method: 'POST', headers: auth('sara') });
    const stream = await fetch(`${b.base}/api/events?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    const onB = new SseReader(stream.body!);
    await onB.until((r) => r.comments.includes('open'), 15_000);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const form = new FormData();
    form.append('images', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
    const sent = await fetch(`${a.base}/api/chats/messages/${ids.sara}/images`, { method: 'POST', headers: auth('buyer1'), body: form });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as { images: { url: string }[] };
    expect(message.images).toHaveLength(1);

    const served = await fetch(`${b.base}${message.images[0].url}`, { headers: auth('sara') });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);

    await onB.until((r) => r.events.some((e) => e.data.type === 'NEW_CHAT_MESSAGE' && e.data.senderId === ids.buyer1), 15_000);
    await onB.cancel();
  }, 60_000);
});
