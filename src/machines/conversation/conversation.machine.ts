// One conversation of the chats screen (part 1 §2 Chats, §4 Messages, §9): the newest page, older pages
// on request, new messages by push (NEW_CHAT_MESSAGE) or the 10 s re-poll, and the queue of what its box
// (the `composer` child: text, reply, voice, photos, saved replies) composed: a message shows pending (the
// clock) until the server has it, and one sent while offline waits and goes when the line is back. The observer (a company
// user watching an employee) reads and never sends. Typing: the other side's TYPING events show
// "typing…" until 4 s after the last or until their message comes; while our box changes we tell
// them, at most once every 2.5 s.
import { assign, fromCallback, fromPromise, not, setup, type AnyActorRef } from 'xstate';
import { announceTyping, fetchMessages, sendMessage } from '../../api/chats';
import { callFailure, sharedFailureMessage } from '../../api/client';
import type { Message, MessageProduct, MessagesReply } from '../../api/schemas/chats';
import { CHAT_POLL_MS, TYPING_SHOWN_MS, TYPING_THROTTLE_MS } from '../../domain/limits';
import { composerMachine, type ComposerOutput, type Quote } from '../composer/composer.machine';
import { listenToLiveEvents, type StreamHost } from '../event-stream/live-events';
import { mergeMessages as merge } from './merge-messages';

/** The message being answered: quoted above the box, then inside the sent one. */
export type { Quote };
export type PendingMessage = { localId: number; message: string; createdAt: string; replyTo: Quote | null; product: MessageProduct | null };

export type ConversationInput = {
  userId: number;
  /** Watching this employee's conversation (read only), or null for one's own. */
  employeeId: number | null;
  host: StreamHost | null;
};

export type ConversationContext = ConversationInput & {
  messages: Message[];
  olderCursor: string | null;
  /** Typed but not yet taken by the server, oldest first: sent one at a time, in order. */
  outbox: PendingMessage[];
  nextLocalId: number;
  loadError: string | null;
};

export type ConversationEvent =
  | ComposerOutput
  | { type: 'OLDER_REQUESTED' }
  /** A bubble's Reply: the quote goes to the box. */
  | { type: 'REPLY_CLICKED'; quote: Quote }
  | { type: 'RETRY_CLICKED' }
  /** `arrived`: a new message from this person (not only a status change). */
  | { type: 'MESSAGES_PUSHED'; arrived: boolean }
  | { type: 'OTHER_TYPING' }
  /** Messages deleted (by us through the selection, or by the other side: MESSAGE_STATUS deleted). */
  | { type: 'MESSAGES_REMOVED'; ids: number[] }
  | { type: 'LINE_BACK' };

/** MESSAGE_STATUS's status for messages their sender deleted (sent 0, received 1, read 2). */
export const MESSAGE_DELETED = 3;

export const CONVERSATION_FAILED = { load: 'chats.load-failed', send: 'chats.send-failed' } as const;

/** The box, when it runs (a walk of the chart alone has none to tell). */
const boxOf = (self: AnyActorRef): AnyActorRef | undefined => (self.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.composer;

const isOffline = (error: unknown) => {
  const kind = callFailure(error).kind;
  return kind === 'offline' || kind === 'no-response';
};

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    loadNewest: fromPromise<MessagesReply, { userId: number; employeeId: number | null }>(({ input, signal }) =>
      fetchMessages(input.userId, { employeeId: input.employeeId }, signal)),
    loadOlder: fromPromise<MessagesReply, { userId: number; employeeId: number | null; cursor: string | null }>(({ input, signal }) =>
      fetchMessages(input.userId, { employeeId: input.employeeId, cursor: input.cursor }, signal)),
    send: fromPromise<Message, { userId: number; message: string; replyTo: Quote | null; product: MessageProduct | null }>(({ input, signal }) =>
      sendMessage(input.userId, {
        message: input.message, ...(input.replyTo ? { replyToMessageId: input.replyTo.id } : {}), ...(input.product ? { productId: input.product.id } : {}),
      }, signal)),
    composer: composerMachine,
    announceTyping: fromPromise<void, { userId: number }>(({ input, signal }) => announceTyping(input.userId, signal)),
    /** Pushes from this person (a new message, a status change, both re-read the newest page) and the line coming back. */
    listen: fromCallback<ConversationEvent, { host: StreamHost | null; userId: number }>(({ input, sendBack }) => {
      const online = () => sendBack({ type: 'LINE_BACK' });
      window.addEventListener('online', online);
      const stop = input.host
        ? listenToLiveEvents(input.host, (event) => {
          const fromThem = event.type === 'NEW_CHAT_MESSAGE' && event.senderId === input.userId;
          if (event.type === 'MESSAGE_STATUS' && event.status === MESSAGE_DELETED) sendBack({ type: 'MESSAGES_REMOVED', ids: event.messageIds });
          else if (fromThem || event.type === 'MESSAGE_STATUS') sendBack({ type: 'MESSAGES_PUSHED', arrived: fromThem });
          if (event.type === 'TYPING' && event.senderId === input.userId) sendBack({ type: 'OTHER_TYPING' });
        }, () => {})
        : () => {};
      return () => { window.removeEventListener('online', online); stop(); };
    }),
  },
  delays: { poll: CHAT_POLL_MS, typingShown: TYPING_SHOWN_MS, typingThrottle: TYPING_THROTTLE_MS },
  guards: {
    isObserver: ({ context }) => context.employeeId !== null,
    hasOlder: ({ context }) => context.olderCursor !== null,
    hasOutbox: ({ context }) => context.outbox.length > 0,
    isOffline: (_, params: { error: unknown }) => isOffline(params.error),
    /** Something typed in one's own conversation (the observer never tells). */
    tellsTyping: ({ context }, params: { text: string }) => context.employeeId === null && params.text.trim().length > 0,
    arrived: (_, params: { arrived: boolean }) => params.arrived,
  },
  actions: {
    showNewest: assign(({ context }, params: MessagesReply) => ({
      messages: merge(context.messages, params.data),
      // The first page sets where older pages start; a refresh keeps what paging reached.
      olderCursor: context.messages.length === 0 ? params.nextCursor : context.olderCursor,
      loadError: null,
    })),
    showOlder: assign(({ context }, params: MessagesReply) => ({ messages: merge(context.messages, params.data), olderCursor: params.nextCursor })),
    toComposer: ({ self }, params: { quote: Quote }) => boxOf(self)?.send({ type: 'REPLY_CLICKED', quote: params.quote }),
    queueComposed: assign(({ context }, params: { message: string; replyTo: Quote | null; product: MessageProduct | null; now: string }) => ({
      outbox: [...context.outbox, { localId: context.nextLocalId, message: params.message, createdAt: params.now, replyTo: params.replyTo, product: params.product }],
      nextLocalId: context.nextLocalId + 1,
    })),
    /** A voice message or photos the box sent itself: shown at once. */
    showUploaded: assign(({ context }, params: { message: Message }) => ({ messages: merge(context.messages, [params.message]) })),
    showSent: assign(({ context }, params: { message: Message }) => ({ outbox: context.outbox.slice(1), messages: merge(context.messages, [params.message]) })),
    /** Refused by the server (not the line): the message goes back to the box with the reason. */
    returnToBox: ({ context, self }, params: { error: unknown }) => boxOf(self)?.send({
      type: 'RESTORE', message: context.outbox[0]?.message ?? '', replyTo: context.outbox[0]?.replyTo ?? null, product: context.outbox[0]?.product ?? null,
      notice: sharedFailureMessage(params.error) ?? CONVERSATION_FAILED.send,
    }),
    dropRefused: assign(({ context }) => ({ outbox: context.outbox.slice(1) })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: sharedFailureMessage(params.error) ?? CONVERSATION_FAILED.load })),
    clearLoadFailure: assign({ loadError: null }),
    drop: assign(({ context }, params: { ids: number[] }) => ({ messages: context.messages.filter((m) => !params.ids.includes(m.id)) })),
  },
}).createMachine({
  id: 'conversation',
  context: ({ input }) => ({ ...input, messages: [], olderCursor: null, outbox: [], nextLocalId: 1, loadError: null }),
  invoke: { id: 'listen', src: 'listen', input: ({ context }) => ({ host: context.host, userId: context.userId }) },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFirst',
        src: 'loadNewest',
        input: ({ context }) => ({ userId: context.userId, employeeId: context.employeeId }),
        onDone: { target: 'shown', actions: { type: 'showNewest', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearLoadFailure' } } },
    shown: {
      type: 'parallel',
      on: { MESSAGES_REMOVED: { actions: { type: 'drop', params: ({ event }) => ({ ids: event.ids }) } } },
      states: {
        older: {
          initial: 'idle',
          states: {
            idle: { on: { OLDER_REQUESTED: { guard: 'hasOlder', target: 'loading' } } },
            loading: {
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({ userId: context.userId, employeeId: context.employeeId, cursor: context.olderCursor }),
                onDone: { target: 'idle', actions: { type: 'showOlder', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        newest: {
          initial: 'waiting',
          states: {
            // §9: re-polled every 10 s; a push from this person reads at once.
            waiting: { after: { poll: 'refreshing' }, on: { MESSAGES_PUSHED: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'loadNewest',
                input: ({ context }) => ({ userId: context.userId, employeeId: context.employeeId }),
                onDone: { target: 'waiting', actions: { type: 'showNewest', params: ({ event }) => event.output } },
                // A failed refresh keeps what is shown; the next tick tries again.
                onError: 'waiting',
              },
            },
          },
        },
        composer: {
          // The box (its own machine) composes; here its texts are queued and its uploads shown. The observer has no box.
          on: {
            REPLY_CLICKED: { guard: not('isObserver'), actions: { type: 'toComposer', params: ({ event }) => ({ quote: event.quote }) } },
            UPLOADED: { actions: { type: 'showUploaded', params: ({ event }) => ({ message: event.message }) } },
          },
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isObserver', target: 'readOnly' }, { target: 'writing' }] },
            readOnly: {},
            writing: {
              invoke: { id: 'composer', src: 'composer', input: ({ context }) => ({ userId: context.userId }) },
              initial: 'idle',
              states: {
                idle: {
                  always: { guard: 'hasOutbox', target: 'sending' },
                  on: { COMPOSED: { target: 'sending', actions: { type: 'queueComposed', params: ({ event }) => event } } },
                },
                sending: {
                  on: { COMPOSED: { actions: { type: 'queueComposed', params: ({ event }) => event } } },
                  invoke: {
                    id: 'send',
                    src: 'send',
                    input: ({ context }) => ({ userId: context.userId, message: context.outbox[0]!.message, replyTo: context.outbox[0]!.replyTo, product: context.outbox[0]!.product }),
                    onDone: { target: 'idle', actions: { type: 'showSent', params: ({ event }) => ({ message: event.output }) } },
                    onError: [
                      { guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) }, target: 'waitingForLine' },
                      { target: 'idle', actions: [{ type: 'returnToBox', params: ({ event }) => ({ error: event.error }) }, 'dropRefused'] },
                    ],
                  },
                },
                // Offline: what is pending stays pending (the clock) and goes when the line is back.
                waitingForLine: {
                  on: { LINE_BACK: 'sending', COMPOSED: { actions: { type: 'queueComposed', params: ({ event }) => event } } },
                  after: { poll: 'sending' },
                },
              },
            },
          },
        },
        // The other side typing: shown until 4 s after their last TYPING, or until their message comes.
        other: {
          initial: 'quiet',
          states: {
            quiet: { on: { OTHER_TYPING: 'typing' } },
            typing: {
              after: { typingShown: 'quiet' },
              on: {
                OTHER_TYPING: { target: 'typing', reenter: true },
                MESSAGES_PUSHED: { guard: { type: 'arrived', params: ({ event }) => ({ arrived: event.arrived }) }, target: 'quiet' },
              },
            },
          },
        },
        // Telling them we type: one call, then nothing more for 2.5 s however much the box changes.
        announce: {
          initial: 'ready',
          states: {
            ready: { on: { TYPED: { guard: { type: 'tellsTyping', params: ({ event }) => ({ text: event.text }) }, target: 'cooling' } } },
            cooling: {
              invoke: { id: 'announceTyping', src: 'announceTyping', input: ({ context }) => ({ userId: context.userId }), onError: {} },
              after: { typingThrottle: 'ready' },
            },
          },
        },
      },
    },
  },
});
