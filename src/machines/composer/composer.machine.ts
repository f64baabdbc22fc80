// The message box of a conversation (part 1 §2 Chats), run by the conversation machine as its
// child `composer`. Text: Enter sends, an empty box says 'Message cannot be empty'; the text goes to the
// conversation (COMPOSED), whose queue sends it, shows it pending and holds it while offline. Reply: the
// quote waits above the box until sent or cancelled. Voice: a hold-to-record microphone, offered while the
// box is empty: idle → requestingMicrophone → recording → encoding → sending; released under a second (or
// the pointer gone) it is discarded; a refused microphone is `denied`. Photos: 1 to 4 chosen are shown
// first (`previewing`) with an optional caption, then sent as one message or cancelled;
// a failed upload comes back to the preview with the reason. Saved replies: '/' at the start of the box opens a picker filtered by what follows.
// Product: a product attached above the box (a chat opened from a request) goes with the next text.
import { assign, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { fetchSavedReplies, sendImages, sendVoice } from '../../api/chat-media';
import { sharedFailureMessage } from '../../api/client';
import type { Message, MessageProduct, SavedReply } from '../../api/schemas/chats';
import { CHAT_IMAGES_MAX, VOICE_MAX_MS, VOICE_MIN_MS } from '../../domain/limits';
import { recorder, type RecorderEvent } from './recorder';

export type Quote = { id: number; text: string };

export type ComposerInput = { userId: number };

export type ComposerContext = ComposerInput & {
  draft: string;
  replyTo: Quote | null;
  /** The product the next text carries as a card (removable until sent). */
  product: MessageProduct | null;
  /** What the box says under it: an i18n key or the server's words. */
  notice: string | null;
  elapsedMs: number;
  recording: Blob | null;
  photos: File[];
  /** The words sent with the photos (optional; the message's text). */
  caption: string;
  savedReplies: SavedReply[];
  /** The highlighted reply among those matching (an index into `matchingReplies`). */
  highlight: number;
};

/** What the conversation hears from its box. */
export type ComposerOutput =
  | { type: 'COMPOSED'; message: string; replyTo: Quote | null; product: MessageProduct | null; now: string }
  | { type: 'TYPED'; text: string }
  | { type: 'UPLOADED'; message: Message };

export type ComposerEvent =
  | { type: 'DRAFT_CHANGED'; text: string }
  | { type: 'SEND_CLICKED'; now: string }
  | { type: 'REPLY_CLICKED'; quote: Quote }
  | { type: 'REPLY_CANCELLED' }
  /** The conversation's server refused a queued text: back in the box with the reason. */
  | { type: 'RESTORE'; message: string; replyTo: Quote | null; product: MessageProduct | null; notice: string }
  | { type: 'PRODUCT_ATTACHED'; product: MessageProduct }
  | { type: 'PRODUCT_REMOVED' }
  | { type: 'MIC_PRESSED' }
  | { type: 'MIC_RELEASED' }
  /** The pointer left the microphone or the system took it (a call): nothing is sent. */
  | { type: 'MIC_CANCELLED' }
  | { type: 'NOTICE_DISMISSED' }
  | { type: 'IMAGES_CHOSEN'; files: File[] }
  | { type: 'CAPTION_CHANGED'; text: string }
  | { type: 'PHOTOS_SEND_CLICKED' }
  | { type: 'PHOTOS_CANCELLED' }
  | { type: 'PICKER_MOVED'; by: 1 | -1 }
  | { type: 'PICKER_CHOSEN'; index?: number }
  | { type: 'PICKER_CLOSED' }
  | RecorderEvent;

export const COMPOSER_NOTICE = {
  empty: 'validation.message-empty',
  tooShort: 'chats.voice-too-short',
  denied: 'chats.microphone-denied',
  micFailed: 'chats.microphone-failed',
  voiceFailed: 'chats.voice-failed',
  tooManyPhotos: 'validation.chat-images-max',
  photosFailed: 'chats.photos-failed',
} as const;

/** The saved replies matching what follows the '/' (title or text, any case), in the list's order. */
export function matchingReplies(context: Pick<ComposerContext, 'draft' | 'savedReplies'>): SavedReply[] {
  const query = context.draft.slice(1).trim().toLocaleLowerCase();
  return context.savedReplies.filter((r) => !query || r.title.toLocaleLowerCase().includes(query) || r.text.toLocaleLowerCase().includes(query));
}

const asksForSavedReply = (text: string) => text.startsWith('/') && !text.includes('\n');

export const composerMachine = setup({
  types: { context: {} as ComposerContext, events: {} as ComposerEvent, input: {} as ComposerInput },
  actors: {
    recorder,
    uploadVoice: fromPromise<Message, { userId: number; wav: Blob }>(({ input, signal }) => sendVoice(input.userId, input.wav, signal)),
    uploadPhotos: fromPromise<Message, { userId: number; files: File[]; caption: string }>(({ input, signal }) => sendImages(input.userId, input.files, input.caption, signal)),
    loadSavedReplies: fromPromise<SavedReply[]>(({ signal }) => fetchSavedReplies(signal)),
  },
  delays: { voiceMax: VOICE_MAX_MS },
  guards: {
    hasText: ({ context }) => context.draft.trim().length > 0,
    boxEmpty: ({ context }) => context.draft.trim().length === 0,
    longEnough: (_, params: { durationMs: number }) => params.durationMs >= VOICE_MIN_MS,
    tooManyPhotos: (_, params: { files: File[] }) => params.files.length > CHAT_IMAGES_MAX,
    noPhotos: (_, params: { files: File[] }) => params.files.length === 0,
    asksForSavedReply: (_, params: { text: string }) => asksForSavedReply(params.text),
    leavesSavedReply: (_, params: { text: string }) => !asksForSavedReply(params.text),
    hasMatch: ({ context }, params: { index: number }) => matchingReplies(context)[params.index] !== undefined,
  },
  actions: {
    /** Tells the conversation (no parent in a model test of the box alone: nobody to tell). */
    tell: ({ self }, params: ComposerOutput) => { self._parent?.send(params); },
    keepDraft: assign((_, params: { text: string }) => ({ draft: params.text, notice: null })),
    clearBox: assign({ draft: '', replyTo: null, product: null, notice: null }),
    refuseEmpty: assign({ notice: COMPOSER_NOTICE.empty }),
    quote: assign((_, params: { quote: Quote }) => ({ replyTo: params.quote })),
    unquote: assign({ replyTo: null }),
    restore: assign((_, params: { message: string; replyTo: Quote | null; product: MessageProduct | null; notice: string }) => ({ draft: params.message, replyTo: params.replyTo, product: params.product, notice: params.notice })),
    attach: assign((_, params: { product: MessageProduct }) => ({ product: params.product })),
    detach: assign({ product: null }),
    startRecording: assign({ elapsedMs: 0, recording: null, notice: null }),
    tick: assign((_, params: { elapsedMs: number }) => ({ elapsedMs: params.elapsedMs })),
    /** The recorder encodes what it has (none runs in a walk of the chart alone). */
    stopRecorder: ({ self }) => (self.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.recorder?.send({ type: 'STOP' }),
    keepRecording: assign((_, params: { wav: Blob }) => ({ recording: params.wav })),
    forgetRecording: assign({ recording: null, elapsedMs: 0 }),
    say: assign((_, params: { notice: string | null }) => ({ notice: params.notice })),
    sayFailure: assign((_, params: { error: unknown; fallback: string }) => ({ notice: sharedFailureMessage(params.error) ?? params.fallback })),
    keepPhotos: assign((_, params: { files: File[] }) => ({ photos: params.files, caption: '', notice: null })),
    keepCaption: assign((_, params: { text: string }) => ({ caption: params.text })),
    forgetPhotos: assign({ photos: [], caption: '' }),
    showReplies: assign((_, params: { replies: SavedReply[] }) => ({ savedReplies: params.replies, highlight: 0 })),
    resetHighlight: assign({ highlight: 0 }),
    moveHighlight: assign(({ context }, params: { by: 1 | -1 }) => {
      const n = matchingReplies(context).length;
      return { highlight: n === 0 ? 0 : (context.highlight + params.by + n) % n };
    }),
    insertReply: assign(({ context }, params: { index: number }) => ({ draft: matchingReplies(context)[params.index]!.text, notice: null })),
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({ ...input, draft: '', replyTo: null, product: null, notice: null, elapsedMs: 0, recording: null, photos: [], caption: '', savedReplies: [], highlight: 0 }),
  type: 'parallel',
  // The text and the quote: whatever the microphone, the photos or the picker are doing (the box's text
  // changes in the picker's region, which must see each change to open or close).
  on: {
    SEND_CLICKED: [
      {
        guard: 'hasText',
        actions: [
          { type: 'tell', params: ({ context, event }) => ({ type: 'COMPOSED', message: context.draft.trim(), replyTo: context.replyTo, product: context.product, now: event.now }) },
          'clearBox',
        ],
      },
      { actions: 'refuseEmpty' },
    ],
    REPLY_CLICKED: { actions: { type: 'quote', params: ({ event }) => ({ quote: event.quote }) } },
    REPLY_CANCELLED: { actions: 'unquote' },
    RESTORE: { actions: { type: 'restore', params: ({ event }) => event } },
    PRODUCT_ATTACHED: { actions: { type: 'attach', params: ({ event }) => event } },
    PRODUCT_REMOVED: { actions: 'detach' },
  },
  states: {
    voice: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            MIC_PRESSED: { guard: 'boxEmpty', target: 'active' },
            NOTICE_DISMISSED: { actions: { type: 'say', params: { notice: null } } },
          },
        },
        active: {
          entry: 'startRecording',
          invoke: { id: 'recorder', src: 'recorder' },
          initial: 'requestingMicrophone',
          states: {
            requestingMicrophone: {
              on: {
                MIC_READY: 'recording',
                MIC_RELEASED: { target: '#composer.voice.idle', actions: { type: 'say', params: { notice: COMPOSER_NOTICE.tooShort } } },
                MIC_CANCELLED: '#composer.voice.idle',
              },
            },
            recording: {
              after: { voiceMax: { target: 'encoding', actions: 'stopRecorder' } },
              on: {
                RECORDING_TICK: { actions: { type: 'tick', params: ({ event }) => event } },
                MIC_RELEASED: { target: 'encoding', actions: 'stopRecorder' },
                MIC_CANCELLED: { target: '#composer.voice.idle', actions: 'forgetRecording' },
              },
            },
            encoding: {
              on: {
                RECORDED: [
                  { guard: { type: 'longEnough', params: ({ event }) => event }, target: '#composer.voice.sending', actions: { type: 'keepRecording', params: ({ event }) => event } },
                  // Under a second: discarded, and the box says why.
                  { target: '#composer.voice.idle', actions: ['forgetRecording', { type: 'say', params: { notice: COMPOSER_NOTICE.tooShort } }] },
                ],
              },
            },
          },
          on: {
            MIC_DENIED: { target: 'denied', actions: { type: 'say', params: { notice: COMPOSER_NOTICE.denied } } },
            MIC_FAILED: { target: 'failed', actions: { type: 'say', params: { notice: COMPOSER_NOTICE.micFailed } } },
          },
        },
        sending: {
          invoke: {
            id: 'uploadVoice',
            src: 'uploadVoice',
            input: ({ context }) => ({ userId: context.userId, wav: context.recording! }),
            onDone: { target: 'idle', actions: ['forgetRecording', { type: 'tell', params: ({ event }) => ({ type: 'UPLOADED', message: event.output }) }] },
            onError: { target: 'failed', actions: ['forgetRecording', { type: 'sayFailure', params: ({ event }) => ({ error: event.error, fallback: COMPOSER_NOTICE.voiceFailed }) }] },
          },
        },
        // The browser or the person refused the microphone: said under the box; pressing again asks again.
        denied: {
          on: { MIC_PRESSED: { guard: 'boxEmpty', target: 'active' }, NOTICE_DISMISSED: { target: 'idle', actions: { type: 'say', params: { notice: null } } } },
        },
        failed: {
          on: { MIC_PRESSED: { guard: 'boxEmpty', target: 'active' }, NOTICE_DISMISSED: { target: 'idle', actions: { type: 'say', params: { notice: null } } } },
        },
      },
    },
    photos: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            IMAGES_CHOSEN: [
              { guard: { type: 'noPhotos', params: ({ event }) => event } },
              { guard: { type: 'tooManyPhotos', params: ({ event }) => event }, actions: { type: 'say', params: { notice: COMPOSER_NOTICE.tooManyPhotos } } },
              { target: 'previewing', actions: { type: 'keepPhotos', params: ({ event }) => event } },
            ],
          },
        },
        // Chosen, not yet sent: seen with an optional caption; sent or cancelled.
        previewing: {
          on: {
            CAPTION_CHANGED: { actions: { type: 'keepCaption', params: ({ event }) => event } },
            PHOTOS_SEND_CLICKED: { target: 'sending', actions: { type: 'say', params: { notice: null } } },
            PHOTOS_CANCELLED: { target: 'idle', actions: ['forgetPhotos', { type: 'say', params: { notice: null } }] },
          },
        },
        sending: {
          invoke: {
            id: 'uploadPhotos',
            src: 'uploadPhotos',
            input: ({ context }) => ({ userId: context.userId, files: context.photos, caption: context.caption.trim() }),
            onDone: { target: 'idle', actions: ['forgetPhotos', { type: 'tell', params: ({ event }) => ({ type: 'UPLOADED', message: event.output }) }] },
            // Refused or the line gone: back to the preview, photos and caption kept, with the reason.
            onError: { target: 'previewing', actions: { type: 'sayFailure', params: ({ event }) => ({ error: event.error, fallback: COMPOSER_NOTICE.photosFailed }) } },
          },
        },
      },
    },
    picker: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            DRAFT_CHANGED: [
              { guard: { type: 'asksForSavedReply', params: ({ event }) => event }, target: 'open', actions: [{ type: 'keepDraft', params: ({ event }) => ({ text: event.text }) }, { type: 'tell', params: ({ event }) => ({ type: 'TYPED', text: event.text }) }] },
              { actions: [{ type: 'keepDraft', params: ({ event }) => ({ text: event.text }) }, { type: 'tell', params: ({ event }) => ({ type: 'TYPED', text: event.text }) }] },
            ],
          },
        },
        open: {
          initial: 'loading',
          on: {
            PICKER_CLOSED: 'closed',
            DRAFT_CHANGED: [
              { guard: { type: 'leavesSavedReply', params: ({ event }) => event }, target: 'closed', actions: [{ type: 'keepDraft', params: ({ event }) => ({ text: event.text }) }, { type: 'tell', params: ({ event }) => ({ type: 'TYPED', text: event.text }) }] },
              { actions: [{ type: 'keepDraft', params: ({ event }) => ({ text: event.text }) }, { type: 'tell', params: ({ event }) => ({ type: 'TYPED', text: event.text }) }, 'resetHighlight'] },
            ],
          },
          states: {
            loading: {
              invoke: {
                id: 'loadSavedReplies',
                src: 'loadSavedReplies',
                onDone: { target: 'shown', actions: { type: 'showReplies', params: ({ event }) => ({ replies: event.output }) } },
                onError: 'failed',
              },
            },
            shown: {
              on: {
                PICKER_MOVED: { actions: { type: 'moveHighlight', params: ({ event }) => event } },
                PICKER_CHOSEN: {
                  guard: { type: 'hasMatch', params: ({ context, event }) => ({ index: event.index ?? context.highlight }) },
                  target: '#composer.picker.closed',
                  actions: { type: 'insertReply', params: ({ context, event }) => ({ index: event.index ?? context.highlight }) },
                },
              },
            },
            failed: {},
          },
        },
      },
    },
  },
});

export type ComposerActor = ActorRefFrom<typeof composerMachine>;
