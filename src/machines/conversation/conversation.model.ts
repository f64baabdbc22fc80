// A conversation's model for checkModel and `npm run paths -- conversation`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Message } from '../../api/schemas/chats';
import { httpError, networkError, noReplyError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { CONVERSATION_FAILED, conversationMachine, type ConversationInput } from './conversation.machine';

export const machine = conversationMachine;
type Snap = SnapshotFrom<typeof conversationMachine>;

/** One's own conversation with buyer 9, and a company user watching employee 3's. */
export const inputs: ConversationInput[] = [
  { userId: 9, employeeId: null, host: null },
  { userId: 9, employeeId: 3, host: null },
];
export const input = inputs[0];

const msg = (id: number, senderId: number, createdAt: string): Message => ({
  id, senderId, receiverId: senderId === 9 ? 2 : 9, status: 'received', createdAt, message: `Message ${id}`, product: null, images: [], audios: [],
  replyToMessageId: null, replyToMessageText: null,
});
const first = msg(10, 9, '2026-11-24T08:00:00.000Z');
const older = msg(4, 2, '2026-11-23T08:00:00.000Z');
const sent = msg(11, 2, '2026-11-24T08:05:00.000Z');
const NOW = '2026-11-24T08:05:00.000Z';
const QUOTE = { id: first.id, text: first.message };

/** Sending queues the typed text behind what waits, with a new local id, and empties the box. */
const queued = (after: Snap, before: Snap) => {
  const last = after.context.outbox.at(-1);
  const fine = after.context.draft === '' && after.context.replyTo === null && after.context.outbox.length === before.context.outbox.length + 1
    && JSON.stringify(last?.replyTo) === JSON.stringify(before.context.replyTo)
    && last?.message === before.context.draft.trim() && last.createdAt === NOW && last.localId === before.context.nextLocalId;
  if (!fine) throw new Error(`queued ${JSON.stringify(after.context.outbox)} with draft ${JSON.stringify(after.context.draft)}`);
};

type Side = { other: 'quiet' | 'typing'; announce: 'ready' | 'cooling' };
const start: Side = { other: 'quiet', announce: 'ready' };

export function events(s: Snap): EventObject[] {
  // Where the typing regions are now: an event about messages leaves them as they are unless it says otherwise.
  const side: Side = s.matches('shown')
    ? { other: s.matches({ shown: { other: 'typing' } }) ? 'typing' : 'quiet', announce: s.matches({ shown: { announce: 'cooling' } }) ? 'cooling' : 'ready' }
    : start;
  const at = (older: string, newest: string, composer: string, typing: Partial<Side> = {}) => {
    const { other, announce } = { ...side, ...typing };
    return `shown.older.${older}|shown.newest.${newest}|shown.composer.${composer}|shown.other.${other}|shown.announce.${announce}`;
  };
  if (s.matches('loading')) {
    const composer = s.context.employeeId === null ? 'idle' : 'readOnly';
    const start = `${at('idle', 'waiting', 'checking')} → ${at('idle', 'waiting', composer)}`;
    return [
      lands(start, { type: 'xstate.done.actor.loadFirst', output: { data: [first], nextCursor: 'c4' } }, holds({ messages: [first], olderCursor: 'c4' })),
      lands('loadFailed', { type: 'xstate.error.actor.loadFirst', error: networkError() }, holds({ loadError: CONVERSATION_FAILED.load })),
      lands('loadFailed', { type: 'xstate.error.actor.loadFirst', error: httpError(500) }, holds({ loadError: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ loadError: null }))];

  const olderState = s.matches({ shown: { older: 'idle' } }) ? 'idle' : 'loading';
  const newest = s.matches({ shown: { newest: 'waiting' } }) ? 'waiting' : 'refreshing';
  const composer = (['readOnly', 'idle', 'sending', 'waitingForLine'] as const).find((c) => s.matches({ shown: { composer: c } }))!;
  const out: EventObject[] = [];
  if (olderState === 'idle') {
    out.push(s.context.olderCursor ? lands(at('loading', newest, composer), { type: 'OLDER_REQUESTED' }) : stays(s, { type: 'OLDER_REQUESTED' }));
  } else {
    out.push(
      lands(at('idle', newest, composer), { type: 'xstate.done.actor.loadOlder', output: { data: [older], nextCursor: null } }, holds({ olderCursor: null })),
      lands(at('idle', newest, composer), { type: 'xstate.error.actor.loadOlder', error: networkError() }, holds({ loadError: CONVERSATION_FAILED.load })),
    );
  }
  if (newest === 'waiting') {
    out.push(
      lands(at(olderState, 'refreshing', composer), { type: 'xstate.after.poll.conversation.shown.newest.waiting' }),
      lands(at(olderState, 'refreshing', composer), { type: 'MESSAGES_PUSHED', arrived: false }),
      // Their message came: "typing…" goes with it.
      lands(at(olderState, 'refreshing', composer, { other: 'quiet' }), { type: 'MESSAGES_PUSHED', arrived: true }),
    );
  } else {
    out.push(
      lands(at(olderState, 'waiting', composer), { type: 'xstate.done.actor.refresh', output: { data: [first, sent], nextCursor: 'c4' } }),
      lands(at(olderState, 'waiting', composer), { type: 'xstate.error.actor.refresh', error: networkError() }),
    );
  }
  // The other side types: shown, and each new TYPING starts the 4 s again; then it goes. (Walked beside a quiet
  // list and an idle or read-only box only: the region is independent, and every mix would multiply the walk.)
  const calm = olderState === 'idle' && newest === 'waiting' && (composer === 'idle' || composer === 'readOnly') && s.context.outbox.length === 0;
  if (calm) out.push(lands(at(olderState, newest, composer, { other: 'typing' }), { type: 'OTHER_TYPING' }));
  // Deleted (by us, or the other side's MESSAGE_STATUS deleted): no longer shown, wherever the regions are.
  if (calm) out.push(stays(s, { type: 'MESSAGES_REMOVED', ids: [first.id] }, ((after: Snap) => { if (after.context.messages.some((m) => m.id === first.id)) throw new Error('a deleted message is still shown'); }) as never));
  if (side.other === 'typing') out.push(lands(at(olderState, newest, composer, { other: 'quiet' }), { type: 'xstate.after.typingShown.conversation.shown.other.typing' }));
  // Our typing is told once, then not again until 2.5 s have passed; a failed call is ignored.
  const told = side.announce === 'ready' && composer !== 'readOnly' ? 'cooling' : side.announce;
  if (side.announce === 'cooling') {
    out.push(
      lands(at(olderState, newest, composer, { announce: 'ready' }), { type: 'xstate.after.typingThrottle.conversation.shown.announce.cooling' }),
      stays(s, { type: 'xstate.error.actor.announceTyping', error: networkError() }),
    );
  }
  if (composer === 'readOnly') {
    out.push(stays(s, { type: 'SEND_CLICKED', now: NOW }), stays(s, { type: 'DRAFT_CHANGED', text: 'hi' }));
  }
  if (composer === 'idle') {
    out.push(
      lands(at(olderState, newest, composer, { announce: told }), { type: 'DRAFT_CHANGED', text: 'Is it still available?' }, holds({ draft: 'Is it still available?', sendError: null })),
      // Emptying the box tells nobody.
      stays(s, { type: 'DRAFT_CHANGED', text: '  ' }, holds({ draft: '  ', sendError: null }) as never),
      s.context.draft.trim()
        ? lands(at(olderState, newest, 'sending'), { type: 'SEND_CLICKED', now: NOW }, queued)
        : stays(s, { type: 'SEND_CLICKED', now: NOW }, holds({ sendError: CONVERSATION_FAILED.empty }) as never),
    );
  }
  if (composer === 'sending') {
    // With more waiting behind it, the next one goes at once.
    const next = s.context.outbox.length > 1 ? `${at(olderState, newest, 'idle')} → ${at(olderState, newest, 'sending')}` : at(olderState, newest, 'idle');
    out.push(
      lands(next, { type: 'xstate.done.actor.send', output: sent }, (after: Snap, before: Snap) => {
        if (after.context.outbox.length !== before.context.outbox.length - 1 || !after.context.messages.some((m) => m.id === sent.id)) throw new Error('the sent message is not shown');
      }),
      lands(at(olderState, newest, 'waitingForLine'), { type: 'xstate.error.actor.send', error: noReplyError() },
        (after: Snap, before: Snap) => { if (after.context.outbox.length !== before.context.outbox.length) throw new Error('an offline message left the queue'); }),
      lands(next, { type: 'xstate.error.actor.send', error: httpError(422, { message: 'Message cannot be empty' }) },
        (after: Snap, before: Snap) => {
          if (after.context.draft !== before.context.outbox[0]?.message || after.context.sendError !== CONVERSATION_FAILED.send) throw new Error('a refused message does not go back to the box');
          if (JSON.stringify(after.context.replyTo) !== JSON.stringify(before.context.outbox[0]?.replyTo)) throw new Error('a refused reply lost its quote');
        }),
    );
  }
  if (composer === 'sending' || composer === 'waitingForLine') {
    // Typing and sending go on meanwhile: a new message joins the queue behind the one going.
    out.push(
      lands(at(olderState, newest, composer, { announce: told }), { type: 'DRAFT_CHANGED', text: 'And the price?' }, holds({ draft: 'And the price?' })),
      s.context.draft.trim()
        ? stays(s, { type: 'SEND_CLICKED', now: NOW }, queued as never)
        : stays(s, { type: 'SEND_CLICKED', now: NOW }, holds({ draft: '' }) as never),
    );
  }
  if (composer !== 'readOnly') {
    // Reply: the quote goes above the box until sent or cancelled (offered beside a quiet list and no typing, like typing above).
    if (calm && side.other === 'quiet' && side.announce === 'ready' && !s.context.replyTo) out.push(stays(s, { type: 'REPLY_CLICKED', quote: QUOTE }, holds({ replyTo: QUOTE }) as never));
    if (s.context.replyTo) out.push(stays(s, { type: 'REPLY_CANCELLED' }, holds({ replyTo: null }) as never));
  } else if (calm) {
    out.push(stays(s, { type: 'REPLY_CLICKED', quote: QUOTE }, holds({ replyTo: null }) as never));
  }
  if (composer === 'waitingForLine') {
    out.push(
      lands(at(olderState, newest, 'sending'), { type: 'LINE_BACK' }),
      lands(at(olderState, newest, 'sending'), { type: 'xstate.after.poll.conversation.shown.composer.waitingForLine' }),
    );
  }
  return out;
}

/** What tells two snapshots apart for the walk: whether text is typed, the queue's length up to two; not texts, ids or the messages shown. */
export const serialize = (s: Snap) => JSON.stringify({
  value: s.value, typed: s.context.draft.trim() !== '', queued: Math.min(s.context.outbox.length, 2), older: s.context.olderCursor,
  replying: s.context.replyTo !== null,
  sendError: s.context.sendError, loadError: s.context.loadError !== null, observer: s.context.employeeId,
});

export const model = { machine, events, inputs, input, serialize };
