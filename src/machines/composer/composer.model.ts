// The message box's model for checkModel and `npm run paths -- composer`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Message, SavedReply } from '../../api/schemas/chats';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { COMPOSER_NOTICE, composerMachine, type ComposerInput } from './composer.machine';

export const machine = composerMachine;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context highlight starts at 1 instead of 0':
    'the highlight points into the matching saved replies, and there are none until the picker\'s first load, whose showReplies sets it to 0',
};
type Snap = SnapshotFrom<typeof composerMachine>;

export const input: ComposerInput = { userId: 9 };
export const inputs = [input];

const QUOTE = { id: 10, text: 'Is the lamp still for sale?' };
const LAMP = { id: 3, name: 'Brass lamp', slug: 'brass-lamp', summary: null, primaryImage: { thumbnailUrl: '/lamp?size=thumb' } };
const REPLIES: SavedReply[] = [{ id: 1, title: 'Hours', text: 'Open 9 to 5.' }, { id: 2, title: 'Delivery', text: 'We deliver in Kuwait City.' }];
const uploaded: Message = {
  id: 12, senderId: 2, receiverId: 9, status: 'sent', createdAt: '2026-11-24T08:06:00.000Z', message: '', product: null, images: [],
  audios: [{ url: '/api/chats/files/1', durationMs: 1500 }], replyToMessageId: null, replyToMessageText: null,
};
const photo = () => new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
const wav = new Blob([new Uint8Array(44)], { type: 'audio/wav' });
const NOW = '2026-11-24T08:05:00.000Z';

type Where = { voice: string; photos: string; picker: string };
const whereOf = (s: Snap): Where => {
  const v = s.value as { voice: string | { active: string }; photos: string; picker: string | { open: string } };
  return {
    voice: typeof v.voice === 'string' ? v.voice : `active.${v.voice.active}`,
    photos: v.photos,
    picker: typeof v.picker === 'string' ? v.picker : `open.${v.picker.open}`,
  };
};

export function events(s: Snap): EventObject[] {
  const now = whereOf(s);
  const at = (change: Partial<Where>) => {
    const w = { ...now, ...change };
    return `voice.${w.voice}|photos.${w.photos}|picker.${w.picker}`;
  };
  const out: EventObject[] = [];
  const quiet = now.voice === 'idle' && now.photos === 'idle';
  const empty = s.context.draft.trim() === '';

  // The text and the quote (offered while nothing else goes on, to keep the walk small).
  if (quiet && now.picker === 'closed') {
    out.push(
      stays(s, { type: 'DRAFT_CHANGED', text: 'Hello' }, holds({ draft: 'Hello', notice: null }) as never),
      stays(s, { type: 'DRAFT_CHANGED', text: '' }, holds({ draft: '' }) as never),
      lands(at({ picker: 'open.loading' }), { type: 'DRAFT_CHANGED', text: '/' }, holds({ draft: '/' })),
      empty
        ? stays(s, { type: 'SEND_CLICKED', now: NOW }, holds({ notice: COMPOSER_NOTICE.empty }) as never)
        : stays(s, { type: 'SEND_CLICKED', now: NOW }, holds({ draft: '', replyTo: null, product: null, notice: null }) as never),
    );
    // A product attached above the box goes with the next text (sent: gone), or is removed.
    if (!s.context.product) out.push(stays(s, { type: 'PRODUCT_ATTACHED', product: LAMP }, holds({ product: LAMP }) as never));
    else out.push(stays(s, { type: 'PRODUCT_REMOVED' }, holds({ product: null }) as never));
    if (!s.context.replyTo) out.push(stays(s, { type: 'REPLY_CLICKED', quote: QUOTE }, holds({ replyTo: QUOTE }) as never));
    else out.push(stays(s, { type: 'REPLY_CANCELLED' }, holds({ replyTo: null }) as never));
    if (empty) out.push(stays(s, { type: 'RESTORE', message: 'Hello', replyTo: QUOTE, product: LAMP, notice: 'chats.send-failed' }, holds({ draft: 'Hello', replyTo: QUOTE, product: LAMP, notice: 'chats.send-failed' }) as never));
  }

  // Voice: hold the microphone (only with an empty box).
  if (now.photos === 'idle' && now.picker === 'closed') {
    switch (now.voice) {
      case 'idle':
        out.push(empty
          ? lands(at({ voice: 'active.requestingMicrophone' }), { type: 'MIC_PRESSED' }, holds({ elapsedMs: 0, notice: null }))
          : stays(s, { type: 'MIC_PRESSED' }));
        if (s.context.notice) out.push(stays(s, { type: 'NOTICE_DISMISSED' }, holds({ notice: null }) as never));
        break;
      case 'active.requestingMicrophone':
        out.push(
          lands(at({ voice: 'active.recording' }), { type: 'MIC_READY' }),
          // Let go before the microphone even opened: too short.
          lands(at({ voice: 'idle' }), { type: 'MIC_RELEASED' }, holds({ notice: COMPOSER_NOTICE.tooShort })),
          lands(at({ voice: 'idle' }), { type: 'MIC_CANCELLED' }),
          lands(at({ voice: 'denied' }), { type: 'MIC_DENIED' }, holds({ notice: COMPOSER_NOTICE.denied })),
          lands(at({ voice: 'failed' }), { type: 'MIC_FAILED' }, holds({ notice: COMPOSER_NOTICE.micFailed })),
        );
        break;
      case 'active.recording':
        out.push(
          stays(s, { type: 'RECORDING_TICK', elapsedMs: 800 }, holds({ elapsedMs: 800 }) as never),
          lands(at({ voice: 'active.encoding' }), { type: 'MIC_RELEASED' }),
          // The pointer left the microphone: nothing is sent.
          lands(at({ voice: 'idle' }), { type: 'MIC_CANCELLED' }, holds({ recording: null, elapsedMs: 0 })),
          lands(at({ voice: 'active.encoding' }), { type: 'xstate.after.voiceMax.composer.voice.active.recording' }),
        );
        break;
      case 'active.encoding':
        out.push(
          lands(at({ voice: 'sending' }), { type: 'RECORDED', wav, durationMs: 1500 }, (after: Snap) => { if (after.context.recording !== wav) throw new Error('the recording is not kept for sending'); }),
          // Under a second: discarded.
          lands(at({ voice: 'idle' }), { type: 'RECORDED', wav, durationMs: 600 }, holds({ recording: null, notice: COMPOSER_NOTICE.tooShort })),
        );
        break;
      case 'sending':
        out.push(
          lands(at({ voice: 'idle' }), { type: 'xstate.done.actor.uploadVoice', output: uploaded }, holds({ recording: null })),
          lands(at({ voice: 'failed' }), { type: 'xstate.error.actor.uploadVoice', error: networkError() }, holds({ notice: COMPOSER_NOTICE.voiceFailed })),
          lands(at({ voice: 'failed' }), { type: 'xstate.error.actor.uploadVoice', error: httpError(422, { message: 'A voice message must be at least one second long.' }) }),
        );
        break;
      default: // denied, failed: pressing again asks again; dismissing clears the notice.
        out.push(
          lands(at({ voice: 'active.requestingMicrophone' }), { type: 'MIC_PRESSED' }),
          lands(at({ voice: 'idle' }), { type: 'NOTICE_DISMISSED' }, holds({ notice: null })),
        );
    }
  }

  // Photos.
  if (now.voice === 'idle' && now.picker === 'closed') {
    if (now.photos === 'idle') {
      out.push(
        stays(s, { type: 'IMAGES_CHOSEN', files: [] }),
        stays(s, { type: 'IMAGES_CHOSEN', files: Array.from({ length: 5 }, photo) }, holds({ notice: COMPOSER_NOTICE.tooManyPhotos }) as never),
        // Chosen: shown first, not sent.
        lands(at({ photos: 'previewing' }), { type: 'IMAGES_CHOSEN', files: [photo(), photo()] }, (after: Snap) => {
          if (after.context.photos.length !== 2) throw new Error('the photos are not kept');
          if (after.context.caption !== '') throw new Error('a new choice starts without a caption');
        }),
      );
    } else if (now.photos === 'previewing') {
      out.push(
        stays(s, { type: 'CAPTION_CHANGED', text: 'The lamp from the side' }, holds({ caption: 'The lamp from the side' }) as never),
        lands(at({ photos: 'sending' }), { type: 'PHOTOS_SEND_CLICKED' }, holds({ notice: null })),
        lands(at({ photos: 'idle' }), { type: 'PHOTOS_CANCELLED' }, holds({ photos: [], caption: '', notice: null })),
      );
    } else {
      out.push(
        lands(at({ photos: 'idle' }), { type: 'xstate.done.actor.uploadPhotos', output: { ...uploaded, audios: [], images: [{ url: '/a', thumbnailUrl: '/a?size=thumb' }] } }, holds({ photos: [], caption: '' })),
        // A failed upload: back to the preview with the reason, the photos and the caption kept to try again.
        lands(at({ photos: 'previewing' }), { type: 'xstate.error.actor.uploadPhotos', error: networkError() }, (after: Snap) => {
          if (after.context.photos.length === 0) throw new Error('the photos are dropped on a failure');
          if (after.context.caption !== s.context.caption) throw new Error('the caption is dropped on a failure');
          if (after.context.notice !== COMPOSER_NOTICE.photosFailed) throw new Error(`the notice is ${after.context.notice}`);
        }),
      );
    }
  }

  // The saved-replies picker.
  if (quiet && now.picker !== 'closed') {
    out.push(
      lands(at({ picker: 'closed' }), { type: 'PICKER_CLOSED' }),
      // Typing on after '/' filters; anything else closes it.
      lands(at({ picker: 'closed' }), { type: 'DRAFT_CHANGED', text: 'Hello' }, holds({ draft: 'Hello' })),
      stays(s, { type: 'DRAFT_CHANGED', text: '/deliv' }, holds({ draft: '/deliv', highlight: 0 }) as never),
    );
    if (now.picker === 'open.loading') {
      out.push(
        lands(at({ picker: 'open.shown' }), { type: 'xstate.done.actor.loadSavedReplies', output: REPLIES }, holds({ savedReplies: REPLIES, highlight: 0 })),
        lands(at({ picker: 'open.failed' }), { type: 'xstate.error.actor.loadSavedReplies', error: networkError() }),
      );
    }
    if (now.picker === 'open.shown') {
      const matching = s.context.draft === '/deliv' ? [REPLIES[1]] : REPLIES;
      out.push(
        stays(s, { type: 'PICKER_MOVED', by: 1 }, holds({ highlight: (s.context.highlight + 1) % matching.length }) as never),
        stays(s, { type: 'PICKER_MOVED', by: -1 }, holds({ highlight: (s.context.highlight - 1 + matching.length) % matching.length }) as never),
        lands(at({ picker: 'closed' }), { type: 'PICKER_CHOSEN' }, holds({ draft: matching[s.context.highlight].text })),
        stays(s, { type: 'PICKER_CHOSEN', index: 7 }),
      );
    }
  }
  return out;
}

/** The walk tells snapshots apart by what the box holds in kind, not by its exact words. */
export const serialize = (s: Snap) => JSON.stringify({
  value: s.value, draft: s.context.draft, replying: s.context.replyTo !== null, product: s.context.product !== null, notice: s.context.notice, recording: s.context.recording !== null,
  elapsed: s.context.elapsedMs > 0, photos: s.context.photos.length, caption: s.context.caption !== '', replies: s.context.savedReplies.length, highlight: s.context.highlight,
});

export const model = { machine, events, inputs, input, serialize };
