import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import type { Message, SavedReply } from '../../api/schemas/chats';
import { VOICE_MAX_MS } from '../../domain/limits';
import { assertModel } from '../test/model';
import { composerMachine, matchingReplies, type ComposerOutput } from './composer.machine';
import { events, inputs, machine, serialize } from './composer.model';

describe('composer (behaviour, inside a conversation)', () => {
  afterEach(() => vi.useRealTimers());

  const QUOTE = { id: 10, text: 'Is the lamp still for sale?' };
  const LAMP = { id: 3, name: 'Brass lamp', slug: 'brass-lamp', summary: null, primaryImage: null };
  const REPLIES: SavedReply[] = [{ id: 1, title: 'Hours', text: 'Open 9 to 5.' }, { id: 2, title: 'Delivery', text: 'We deliver in Kuwait City.' }];
  const message = (id: number): Message => ({
    id, senderId: 2, receiverId: 9, status: 'sent', createdAt: '2026-11-24T08:06:00.000Z', message: '', product: null, images: [], audios: [],
    replyToMessageId: null, replyToMessageText: null,
  });
  const wav = new Blob([new Uint8Array(44)], { type: 'audio/wav' });

  /**
   * The box run by a stand-in conversation that records what it is told. The recorder opens the
   * microphone at once and, told STOP, hands over a recording of `durationMs`.
   */
  function boxInConversation(durationMs = 1500) {
    const told: ComposerOutput[] = [];
    const stops: number[] = [];
    const uploads: { voice: Blob[]; photos: Array<{ files: number; caption: string }> } = { voice: [], photos: [] };
    const box = composerMachine.provide({
      actors: {
        recorder: fromCallback(({ sendBack, receive }) => {
          sendBack({ type: 'MIC_READY' });
          receive((e: { type: string }) => {
            if (e.type !== 'STOP') return;
            stops.push(stops.length + 1);
            sendBack({ type: 'RECORDED', wav, durationMs });
          });
        }) as never,
        uploadVoice: fromPromise(async ({ input }: { input: { wav: Blob } }) => { uploads.voice.push(input.wav); return message(21); }) as never,
        uploadPhotos: fromPromise(async ({ input }: { input: { files: File[]; caption: string } }) => {
          uploads.photos.push({ files: input.files.length, caption: input.caption });
          return message(22);
        }) as never,
        loadSavedReplies: fromPromise(async () => REPLIES) as never,
      },
    });
    const conversation = setup({ actors: { box } }).createMachine({
      invoke: { id: 'composer', src: 'box', input: { userId: 9 } },
      on: { '*': { actions: ({ event }) => { if (['COMPOSED', 'TYPED', 'UPLOADED'].includes(event.type)) told.push(event as ComposerOutput); } } },
    });
    const actor = createActor(conversation).start();
    const composer = actor.getSnapshot().children.composer as ActorRefFrom<typeof composerMachine>;
    return { actor, composer, told, stops, uploads };
  }

  it('a conversation opens with an empty box: no text, quote, product, notice, recording or photos', () => {
    const { composer } = boxInConversation();
    expect(composer.getSnapshot().context).toMatchObject({ draft: '', replyTo: null, product: null, notice: null, elapsedMs: 0, recording: null, photos: [], caption: '' });
  });

  it('tells the conversation each change of the text (so the other side sees typing…), in and out of the saved-replies picker', async () => {
    const { composer, told } = boxInConversation();
    composer.send({ type: 'DRAFT_CHANGED', text: 'Hi' });
    composer.send({ type: 'DRAFT_CHANGED', text: '/' });
    await waitFor(composer, (s) => s.matches({ picker: { open: 'shown' } }));
    composer.send({ type: 'DRAFT_CHANGED', text: '/deliv' });
    composer.send({ type: 'DRAFT_CHANGED', text: 'Hello' });
    expect(composer.getSnapshot().matches({ picker: 'closed' })).toBe(true);
    expect(told).toEqual(['Hi', '/', '/deliv', 'Hello'].map((text) => ({ type: 'TYPED', text })));
  });

  it('sends the trimmed text with its quote and product, then empties the box; an empty box sends nothing and says why', () => {
    const { composer, told } = boxInConversation();
    composer.send({ type: 'SEND_CLICKED', now: '2026-11-24T08:05:00.000Z' });
    expect(told).toEqual([]);
    expect(composer.getSnapshot().context.notice).toBe('validation.message-empty');
    composer.send({ type: 'DRAFT_CHANGED', text: '  Still for sale?  ' });
    composer.send({ type: 'REPLY_CLICKED', quote: QUOTE });
    composer.send({ type: 'PRODUCT_ATTACHED', product: LAMP });
    told.length = 0;
    composer.send({ type: 'SEND_CLICKED', now: '2026-11-24T08:05:00.000Z' });
    expect(told).toEqual([{ type: 'COMPOSED', message: 'Still for sale?', replyTo: QUOTE, product: LAMP, now: '2026-11-24T08:05:00.000Z' }]);
    expect(composer.getSnapshot().context).toMatchObject({ draft: '', replyTo: null, product: null, notice: null });
  });

  it('a held microphone records until released, then the voice message is uploaded and shown in the conversation', async () => {
    const { composer, told, stops, uploads } = boxInConversation();
    composer.send({ type: 'MIC_PRESSED' });
    expect(composer.getSnapshot().matches({ voice: { active: 'recording' } })).toBe(true);
    composer.send({ type: 'MIC_RELEASED' });
    expect(stops).toEqual([1]);
    await waitFor(composer, (s) => s.matches({ voice: 'idle' }));
    expect(uploads.voice).toEqual([wav]);
    expect(told).toEqual([{ type: 'UPLOADED', message: message(21) }]);
  });

  it('stops recording by itself after five minutes and sends what it has', async () => {
    vi.useFakeTimers();
    const { composer, stops } = boxInConversation();
    composer.send({ type: 'MIC_PRESSED' });
    vi.advanceTimersByTime(VOICE_MAX_MS - 1);
    expect(stops).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stops).toEqual([1]);
    expect(composer.getSnapshot().matches({ voice: 'sending' })).toBe(true);
  });

  it('sends the chosen photos with the trimmed caption, and the message is shown in the conversation', async () => {
    const { composer, told, uploads } = boxInConversation();
    const photo = () => new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    composer.send({ type: 'IMAGES_CHOSEN', files: [photo(), photo()] });
    composer.send({ type: 'CAPTION_CHANGED', text: ' From the side ' });
    composer.send({ type: 'PHOTOS_SEND_CLICKED' });
    await waitFor(composer, (s) => s.matches({ photos: 'idle' }));
    expect(uploads.photos).toEqual([{ files: 2, caption: 'From the side' }]);
    expect(told).toEqual([{ type: 'UPLOADED', message: message(22) }]);
    expect(composer.getSnapshot().context).toMatchObject({ photos: [], caption: '' });
  });
});

describe('composer machine (model-based)', () => {
  // A walk of thousands of paths: minutes on a machine under heavy load, seconds on a quiet one.
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        // Nothing kept and no time shown once a recording is over, sent or not.
        'voice.idle': (s) => expect(s.context).toMatchObject({ recording: null, elapsedMs: 0 }),
        'voice.active.requestingMicrophone': (s) => expect(s.context.draft.trim()).toBe(''),
        'voice.active.recording': (s) => expect(s.context.recording).toBeNull(),
        'voice.active.encoding': () => {},
        'voice.sending': (s) => expect(s.context.recording).not.toBeNull(),
        'voice.denied': (s) => expect(s.context.notice).toBe('chats.microphone-denied'),
        'voice.failed': (s) => expect(s.context).toMatchObject({ notice: expect.any(String), recording: null }),
        'photos.idle': (s) => expect(s.context.photos).toEqual([]),
        'photos.previewing': (s) => expect(s.context.photos.length).toBeGreaterThan(0),
        'photos.sending': (s) => expect(s.context.photos.length).toBeGreaterThan(0),
        'picker.closed': () => {},
        'picker.open.loading': (s) => expect(s.context.draft.startsWith('/')).toBe(true),
        'picker.open.shown': (s) => expect(s.context.savedReplies.length).toBeGreaterThan(0),
        'picker.open.failed': () => {},
      },
    });
  }, 180_000);

  it('filters saved replies by title or text after the slash', () => {
    const savedReplies = [{ id: 1, title: 'Hours', text: 'Open 9 to 5.' }, { id: 2, title: 'Delivery', text: 'We deliver.' }];
    expect(matchingReplies({ draft: '/', savedReplies }).map((r) => r.id)).toEqual([1, 2]);
    expect(matchingReplies({ draft: '/OPEN', savedReplies }).map((r) => r.id)).toEqual([1]);
    expect(matchingReplies({ draft: '/deliv', savedReplies }).map((r) => r.id)).toEqual([2]);
    expect(matchingReplies({ draft: '/zzz', savedReplies })).toEqual([]);
  });
});
