import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { Message, MessagesReply } from '../../api/schemas/chats';
import { CHAT_POLL_MS, TYPING_SHOWN_MS } from '../../domain/limits';
import { httpError, networkError } from '../session/session.fixtures';
import { inOrder } from '../test/answers';
import { assertModel } from '../test/model';
import { conversationMachine } from './conversation.machine';
import { events, inputs, machine, serialize } from './conversation.model';

describe('conversation (behaviour, with its box)', () => {
  const first: Message = {
    id: 10, senderId: 9, receiverId: 2, status: 'received', createdAt: '2026-11-24T08:00:00.000Z', message: 'Is the lamp still for sale?', product: null, images: [], audios: [],
    replyToMessageId: null, replyToMessageText: null,
  };
  const QUOTE = { id: first.id, text: first.message };
  const LAMP = { id: 3, name: 'Brass lamp', slug: 'brass-lamp', summary: null, primaryImage: null };

  /** Their answer, which the next read of the newest page brings. */
  const answer: Message = { ...first, id: 11, createdAt: '2026-11-24T08:06:00.000Z', message: 'Yes, it is.' };

  afterEach(() => { vi.useRealTimers(); });

  /** The server's answers: to what the queue sends (never, unless said), the newest page's reads in order, the typing call. */
  type Answers = { send?: () => Promise<Message>; newest?: MessagesReply[]; announce?: () => Promise<void> };

  /** One's own conversation with its real box. The server answers the first send only; a later one waits for ever (a changed chart that sends again and again cannot spin). */
  async function opened({ send = () => new Promise<Message>(() => {}), newest = [{ data: [first], nextCursor: null }], announce = async () => {} }: Answers = {}) {
    const pages = inOrder(newest);
    const sends = inOrder([send, () => new Promise<Message>(() => {})]);
    const actor = createActor(conversationMachine.provide({
      actors: {
        loadNewest: fromPromise(async () => pages()) as never,
        send: fromPromise(() => sends()()) as never,
        listen: fromCallback(() => {}) as never,
        announceTyping: fromPromise(announce) as never,
      },
    }), { input: { userId: 9, employeeId: null, host: null } }).start();
    // Stopped however the test ends: a changed chart that keeps sending would otherwise go on in the worker.
    onTestFinished(() => { actor.stop(); });
    await waitFor(actor, (s) => s.matches({ shown: { composer: { writing: 'idle' } } }));
    const box = actor.getSnapshot().children.composer as AnyActorRef;
    return { actor, box };
  }

  it("a bubble's Reply quotes that message above the box", async () => {
    const { actor, box } = await opened();
    actor.send({ type: 'REPLY_CLICKED', quote: QUOTE });
    expect(box.getSnapshot().context.replyTo).toEqual(QUOTE);
  });

  it('a text the server refuses leaves the queue and comes back to the box with its quote, its product and the reason', async () => {
    const { actor, box } = await opened({ send: () => Promise.reject(httpError(500)) });
    box.send({ type: 'DRAFT_CHANGED', text: 'Still available?' });
    box.send({ type: 'REPLY_CLICKED', quote: QUOTE });
    box.send({ type: 'PRODUCT_ATTACHED', product: LAMP });
    box.send({ type: 'SEND_CLICKED', now: '2026-11-24T08:05:00.000Z' });
    expect(box.getSnapshot().context.draft).toBe('');
    await waitFor(box, (s) => s.context.draft !== '');
    expect(box.getSnapshot().context).toMatchObject({ draft: 'Still available?', replyTo: QUOTE, product: LAMP, notice: 'errors.server' });
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it("a failed 'typing' call changes nothing the seller sees: the text still goes and shows", async () => {
    const mine: Message = { ...first, id: 12, senderId: 2, receiverId: 9, message: 'Still available?' };
    const { actor, box } = await opened({ send: async () => mine, announce: () => Promise.reject(networkError()) });
    box.send({ type: 'DRAFT_CHANGED', text: 'Still available?' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ shown: { announce: 'cooling' } })).toBe(true));
    box.send({ type: 'SEND_CLICKED', now: '2026-11-24T08:05:00.000Z' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual([first.message, mine.message]));
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('their new message shows after the 10 s re-poll (part 1 §9), with no push', async () => {
    vi.useFakeTimers();
    const { actor } = await opened({ newest: [{ data: [first], nextCursor: null }, { data: [first, answer], nextCursor: null }] });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ shown: { newest: 'waiting' } })).toBe(true));
    expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual([first.message, answer.message]);
  });

  it('"typing…" stays 4 s after their last TYPING: a second one starts the 4 s again', async () => {
    vi.useFakeTimers();
    const { actor } = await opened();
    const typing = () => actor.getSnapshot().matches({ shown: { other: 'typing' } });
    actor.send({ type: 'OTHER_TYPING' });
    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS * 0.75);
    actor.send({ type: 'OTHER_TYPING' });
    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS * 0.5);
    expect(typing()).toBe(true);
    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS * 0.5);
    expect(typing()).toBe(false);
  });
});

describe('conversation machine (model-based)', () => {
  // A walk of thousands of paths: minutes on a machine under heavy load, seconds on a quiet one.
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        // Nothing shown yet, no older page to ask for and no failure said (again after Retry).
        loading: (s) => expect(s.context).toMatchObject({ messages: [], olderCursor: null, loadError: null }),
        loadFailed: (s) => expect(s.context.loadError).not.toBeNull(),
        'shown.older.idle': () => {},
        'shown.older.loading': (s) => expect(s.context.olderCursor).not.toBeNull(),
        'shown.newest.waiting': () => {},
        'shown.newest.refreshing': () => {},
        'shown.composer.checking': () => {},
        'shown.composer.readOnly': (s) => expect(s.context.employeeId).not.toBeNull(),
        'shown.composer.writing.idle': (s) => expect(s.context.employeeId).toBeNull(),
        'shown.composer.writing.sending': (s) => expect(s.context.outbox.length).toBeGreaterThan(0),
        'shown.composer.writing.waitingForLine': (s) => expect(s.context.outbox.length).toBeGreaterThan(0),
        'shown.other.quiet': () => {},
        'shown.other.typing': () => {},
        'shown.announce.ready': () => {},
        'shown.announce.cooling': (s) => expect(s.context.employeeId).toBeNull(),
      },
    });
  }, 180_000);
});
