import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { encodeWav } from '../../src/domain/wav-encode';
import { liveEvents, messageFiles } from '../db/schema';
import { addBuyer, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

/** `seconds` of a 440 Hz tone at 16 kHz, as the box encodes it. */
const tone = (seconds: number) => encodeWav(Float32Array.from({ length: Math.round(16_000 * seconds) }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), 16_000);
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } }).png().toBuffer();

forEachActivityDatabase('chat uploads', (ctx) => {
  type Who = 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1';
  const as = (who: Who, lang = 'en') => ({ ...bearer(ctx().tokens[who]), 'accept-language': lang });
  const upload = async (headers: Record<string, string>, path: string, field: string, files: { bytes: Uint8Array; name: string; type: string }[], more: [string, string | File][] = []) => {
    const form = new FormData();
    for (const f of files) form.append(field, new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type }));
    for (const [name, value] of more) form.append(name, value);
    const res = await ctx().app.request(`/api/chats/messages/${path}`, { method: 'POST', body: form, headers });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };
  const voice = (who: Who, to: number, bytes: Uint8Array, name = 'voice.wav', lang = 'en') => upload(as(who, lang), `${to}/voice`, 'audio', [{ bytes, name, type: 'audio/wav' }]);
  const fileAs = (headers: Record<string, string>, url: string) => ctx().app.request(url, { headers });

  it('a voice message: stored with its length from the header, heard of live, shown as a voice message, read back by the parties only', async () => {
    const { ids, db, app } = ctx();
    const sent = await voice('buyer1', ids.sara, tone(1.5));
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ senderId: ids.buyer1, receiverId: ids.sara, message: '', images: [], audios: [{ durationMs: 1500 }] });
    const [row] = await db.select().from(messageFiles).where(eq(messageFiles.messageId, sent.data.id));
    expect(row).toMatchObject({ kind: 'audio', mime: 'audio/wav', durationMs: 1500, bytes: 44 + 24_000 * 2 });
    const events = await db.select().from(liveEvents).where(and(eq(liveEvents.userId, ids.sara), eq(liveEvents.type, 'NEW_CHAT_MESSAGE')));
    expect(events.at(-1)?.data).toEqual({ senderId: ids.buyer1 });
    const contacts = await call(app, 'GET', '/api/chats/contacts', undefined, as('sara'));
    expect(contacts.data.data.find((c: { id: number }) => c.id === ids.buyer1).lastMessage.kind).toBe('voice');
    const page = await call(app, 'GET', `/api/chats/messages/${ids.buyer1}`, undefined, as('sara'));
    expect(page.data.data.at(-1).audios).toEqual(sent.data.audios);

    const url = sent.data.audios[0].url as string;
    for (const who of ['sara', 'buyer1', 'demo'] as const) {
      const res = await fileAs(as(who), url);
      expect(res.status, who).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(tone(1.5));
    }
    await addBuyer(db, 'voice-stranger');
    const buyer2 = await loginAs(app, 'voice-stranger');
    for (const headers of [as('omar'), as('rival'), bearer(buyer2)]) expect((await fileAs(headers, url)).status).toBe(404);
    expect((await fileAs({}, url)).status).toBe(401);
    expect((await fileAs(as('sara'), '/api/chats/files/999999')).status).toBe(404);
    expect((await fileAs(as('sara'), '/api/chats/files/abc')).status).toBe(422);
  });

  it('refuses what is not a whole WAV of a second or more, with the reason, and stores nothing', async () => {
    const { ids, db } = ctx();
    const before = (await db.select().from(messageFiles)).length;
    const renamed = await voice('sara', ids.buyer1, await png(), 'photo.wav');
    expect(renamed.status).toBe(422);
    expect(renamed.data.errors.audio).toEqual(['The voice message must be a WAV recording (16-bit PCM).']);
    const whole = tone(2);
    const truncated = await voice('sara', ids.buyer1, whole.slice(0, 30_000));
    expect(truncated.data.errors.audio).toEqual(['The voice message is incomplete. Record it again.']);
    const short = await voice('sara', ids.buyer1, tone(0.6), 'voice.wav', 'ar');
    expect(short.status).toBe(422);
    expect(short.data.errors.audio).toEqual(['يجب ألا تقل الرسالة الصوتية عن ثانية واحدة.']);
    // 8-bit PCM: not what the box records.
    const eight = tone(1.2);
    new DataView(eight.buffer).setUint16(34, 8, true);
    expect((await voice('sara', ids.buyer1, eight)).status).toBe(422);
    expect((await voice('sara', ids.buyer1, new TextEncoder().encode('RIFF'))).status).toBe(422);
    expect((await upload(as('sara'), `${ids.buyer1}/voice`, 'other', [{ bytes: whole, name: 'v.wav', type: 'audio/wav' }])).status).toBe(422);
    // Not multipart at all, a bad id, the observer.
    expect((await call(ctx().app, 'POST', `/api/chats/messages/${ids.buyer1}/voice`, { audio: 'x' }, as('sara'))).status).toBe(422);
    expect((await voice('sara', 0, whole)).status).toBe(422);
    expect((await upload(as('demo'), `${ids.buyer1}/voice?employeeId=${ids.sara}`, 'audio', [{ bytes: whole, name: 'v.wav', type: 'audio/wav' }])).status).toBe(403);
    // Someone the caller may not talk to.
    expect((await voice('rival', ids.sara, whole)).status).toBe(404);
    expect((await db.select().from(messageFiles)).length).toBe(before);
  });

  it('photos: PNG/JPEG by content, at most four, re-encoded with a thumbnail, read back by the parties only', async () => {
    const { ids, app } = ctx();
    const image = await png();
    const sent = await upload(as('sara'), `${ids.buyer1}/images`, 'images', [{ bytes: image, name: 'a.png', type: 'image/png' }, { bytes: image, name: 'b.png', type: 'image/png' }]);
    expect(sent.status).toBe(201);
    expect(sent.data.images).toHaveLength(2);
    const full = await fileAs(as('buyer1'), sent.data.images[0].url);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect((await sharp(new Uint8Array(await full.arrayBuffer())).metadata()).width).toBe(64);
    const thumb = await fileAs(as('demo'), sent.data.images[0].thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await fileAs(as('rival'), sent.data.images[0].url)).status).toBe(404);
    const contacts = await call(app, 'GET', '/api/chats/contacts', undefined, as('sara'));
    expect(contacts.data.data.find((c: { id: number }) => c.id === ids.buyer1).lastMessage.kind).toBe('image');

    const text = await upload(as('sara'), `${ids.buyer1}/images`, 'images', [{ bytes: new TextEncoder().encode('not a photo'), name: 'x.png', type: 'image/png' }]);
    expect(text.status).toBe(422);
    // A PNG signature with nothing behind it: sharp cannot read it.
    const broken = await upload(as('sara'), `${ids.buyer1}/images`, 'images', [{ bytes: image.subarray(0, 40), name: 'x.png', type: 'image/png' }]);
    expect(broken.status).toBe(422);
    const five = await upload(as('sara'), `${ids.buyer1}/images`, 'images', Array.from({ length: 5 }, () => ({ bytes: image, name: 'a.png', type: 'image/png' })));
    expect(five.data.errors.images).toEqual(['Send at most 4 photos at a time.']);
    expect((await upload(as('sara'), `${ids.buyer1}/images`, 'images', [])).status).toBe(422);
  });

  it('photos with a caption: the caption, trimmed, is the message text and the contact preview; too long or not text is refused', async () => {
    const { ids, app } = ctx();
    const image = await png();
    const one = [{ bytes: image, name: 'a.png', type: 'image/png' }];
    const sent = await upload(as('sara'), `${ids.buyer1}/images`, 'images', one, [['message', '  The lamp from the side  ']]);
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ message: 'The lamp from the side', images: [{}] });
    const contacts = await call(app, 'GET', '/api/chats/contacts', undefined, as('sara'));
    expect(contacts.data.data.find((c: { id: number }) => c.id === ids.buyer1).lastMessage).toMatchObject({ kind: 'image', message: 'The lamp from the side' });
    // Without one (or only spaces): no text, as before.
    expect((await upload(as('sara'), `${ids.buyer1}/images`, 'images', one, [['message', '   ']])).data.message).toBe('');
    const long = await upload(as('sara'), `${ids.buyer1}/images`, 'images', one, [['message', 'x'.repeat(4001)]]);
    expect(long.status).toBe(422);
    expect(Object.keys(long.data.errors)).toEqual(['message']);
    const file = await upload(as('sara'), `${ids.buyer1}/images`, 'images', one, [['message', new File(['hi'], 'caption.txt', { type: 'text/plain' })]]);
    expect(file.status).toBe(422);
    const two = await upload(as('sara'), `${ids.buyer1}/images`, 'images', one, [['message', 'a'], ['message', 'b']]);
    expect(two.status).toBe(422);
  });
});
