// A conversation's model for checkModel and `npm run paths -- conversation`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Message } from '../../api/schemas/chats';
import { httpError, networkError, noReplyError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { CONVERSATION_FAILED, conversationMachine, type ConversationInput } from './conversation.machine';

export const machine = conversationMachine;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context nextLocalId starts at 2 instead of 1':
    'a pending message\'s localId only keys its row apart from the others, and the view reads nextLocalId only to notice that it changed: any start does the same',
};
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

const LAMP = { id: 3, name: 'Brass lamp', slug: 'brass-lamp', summary: null, primaryImage: null };

/** What the box composed: a text answering the first message, with a product's card. */
const COMPOSED = { type: 'COMPOSED', message: 'Is it still available?', replyTo: QUOTE, product: LAMP, now: NOW } as const;

/** The box's text is queued behind what waits, with its quote, its product and a new local id. */
const queued = (after: Snap, before: Snap) => {
  const last = after.context.outbox.at(-1);
  const fine = after.context.outbox.length === before.context.outbox.length + 1
    && JSON.stringify(last?.replyTo) === JSON.stringify(QUOTE) && last?.product?.id === LAMP.id && last?.message === COMPOSED.message && last.createdAt === NOW && last.localId === before.context.nextLocalId;
  if (!fine) throw new Error(`queued ${JSON.stringify(after.context.outbox)}`);
};
const uploaded = msg(12, 2, '2026-11-24T08:06:00.000Z');
const shows = (id: number) => (after: Snap) => { if (!after.context.messages.some((m) => m.id === id)) throw new Error(`message ${id} is not shown`); };

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
    const composer = s.context.employeeId === null ? 'writing.idle' : 'readOnly';
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
  const composer = s.matches({ shown: { composer: 'readOnly' } }) ? 'readOnly'
    : `writing.${(['idle', 'sending', 'waitingForLine'] as const).find((c) => s.matches({ shown: { composer: { writing: c } } }))!}`;
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
  const calm = olderState === 'idle' && newest === 'waiting' && (composer === 'writing.idle' || composer === 'readOnly') && s.context.outbox.length === 0;
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
    out.push(stays(s, { type: 'TYPED', text: 'hi' }));
  }
  if (composer !== 'readOnly') {
    out.push(
      lands(at(olderState, newest, composer, { announce: told }), { type: 'TYPED', text: 'Is it still available?' }),
      // Emptying the box tells nobody.
      stays(s, { type: 'TYPED', text: '  ' }),
      // A voice message or photos the box sent itself: shown at once, whatever the queue does.
      stays(s, { type: 'UPLOADED', message: uploaded }, shows(uploaded.id) as never),
    );
  }
  if (composer === 'writing.idle') out.push(lands(at(olderState, newest, 'writing.sending'), COMPOSED, queued));
  if (composer === 'writing.sending') {
    // With more waiting behind it, the next one goes at once.
    const next = s.context.outbox.length > 1 ? `${at(olderState, newest, 'writing.idle')} → ${at(olderState, newest, 'writing.sending')}` : at(olderState, newest, 'writing.idle');
    out.push(
      lands(next, { type: 'xstate.done.actor.send', output: sent }, (after: Snap, before: Snap) => {
        if (after.context.outbox.length !== before.context.outbox.length - 1 || !after.context.messages.some((m) => m.id === sent.id)) throw new Error('the sent message is not shown');
      }),
      lands(at(olderState, newest, 'writing.waitingForLine'), { type: 'xstate.error.actor.send', error: noReplyError() },
        (after: Snap, before: Snap) => { if (after.context.outbox.length !== before.context.outbox.length) throw new Error('an offline message left the queue'); }),
      lands(next, { type: 'xstate.error.actor.send', error: httpError(422, { message: 'Message cannot be empty' }) },
        // It leaves the queue; the box gets it back (RESTORE, tested with the box).
        (after: Snap, before: Snap) => { if (after.context.outbox.length !== before.context.outbox.length - 1) throw new Error('a refused message stayed queued'); }),
    );
  }
  // Sending goes on meanwhile: a new message joins the queue behind the one going.
  if (composer === 'writing.sending' || composer === 'writing.waitingForLine') out.push(stays(s, COMPOSED, queued as never));
  // Reply: the quote goes to the box (the observer has none); offered beside a quiet list, like typing above.
  if (calm && side.other === 'quiet' && side.announce === 'ready') out.push(stays(s, { type: 'REPLY_CLICKED', quote: QUOTE }));
  if (composer === 'writing.waitingForLine') {
    out.push(
      lands(at(olderState, newest, 'writing.sending'), { type: 'LINE_BACK' }),
      lands(at(olderState, newest, 'writing.sending'), { type: 'xstate.after.poll.conversation.shown.composer.writing.waitingForLine' }),
    );
  }
  return out;
}

/** What tells two snapshots apart for the walk: the queue's length up to two; not texts, ids or the messages shown. */
export const serialize = (s: Snap) => JSON.stringify({
  value: s.value, queued: Math.min(s.context.outbox.length, 2), older: s.context.olderCursor,
  loadError: s.context.loadError !== null, observer: s.context.employeeId,
});

export const model = { machine, events, inputs, input, serialize };
