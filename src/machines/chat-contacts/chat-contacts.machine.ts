// The chats screen's contact list (part 1 §2 Chats, §4 Messages): the system contact first, unread
// badges, the last message; re-read on the 10 s re-poll, at once when a message is pushed, and when
// the seller sent one (its conversation moves to the top).
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { fetchContacts } from '../../api/chats';
import { sharedFailureMessage } from '../../api/client';
import type { Contact } from '../../api/schemas/chats';
import { CHAT_POLL_MS } from '../../domain/limits';
import { listenToLiveEvents, type StreamHost } from '../event-stream/live-events';

export type ChatContactsInput = { employeeId: number | null; host: StreamHost | null };
export type ChatContactsContext = ChatContactsInput & { contacts: Contact[]; error: string | null };
export type ChatContactsEvent = { type: 'RETRY_CLICKED' } | { type: 'CONTACTS_CHANGED' } | { type: 'MESSAGE_PUSHED' } | { type: 'LANGUAGE_CHANGED' };

export const CONTACTS_FAILED = 'chats.contacts-failed';

export const chatContactsMachine = setup({
  types: {
    context: {} as ChatContactsContext,
    events: {} as ChatContactsEvent,
    input: {} as ChatContactsInput,
  },
  actors: {
    loadContacts: fromPromise<Contact[], { employeeId: number | null }>(({ input, signal }) => fetchContacts(input.employeeId, signal)),
    listen: fromCallback<ChatContactsEvent, { host: StreamHost | null }>(({ input, sendBack }) =>
      (input.host ? listenToLiveEvents(input.host, (event) => event.type === 'NEW_CHAT_MESSAGE' && sendBack({ type: 'MESSAGE_PUSHED' }), () => {}) : undefined)),
  },
  delays: { poll: CHAT_POLL_MS },
  actions: {
    keepContacts: assign((_, params: { contacts: Contact[] }) => ({ contacts: params.contacts, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: sharedFailureMessage(params.error) ?? CONTACTS_FAILED })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'chatContacts',
  context: ({ input }) => ({ ...input, contacts: [], error: null }),
  invoke: { id: 'listen', src: 'listen', input: ({ context }) => ({ host: context.host }) },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContacts',
        src: 'loadContacts',
        input: ({ context }) => ({ employeeId: context.employeeId }),
        onDone: { target: 'shown', actions: { type: 'keepContacts', params: ({ event }) => ({ contacts: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    shown: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { poll: 'refreshing' },
          on: { MESSAGE_PUSHED: 'refreshing', CONTACTS_CHANGED: 'refreshing', LANGUAGE_CHANGED: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshContacts',
            src: 'loadContacts',
            input: ({ context }) => ({ employeeId: context.employeeId }),
            onDone: { target: 'waiting', actions: { type: 'keepContacts', params: ({ event }) => ({ contacts: event.output }) } },
            // What is shown stays; the next tick tries again.
            onError: 'waiting',
          },
        },
      },
    },
  },
});
