// Selecting messages of a conversation and acting on them (part 1 §2 Chats): copy (to the clipboard, a
// snackbar for the chat's 6000 ms), forward one message to several of one's contacts through a dialog, and
// delete one's own messages after a confirmation. The observer (a company user watching an employee)
// may select and copy, never forward or delete.
import { assign, fromPromise, setup } from 'xstate';
import { deleteMessages, forwardMessage } from '../../api/chats';
import { sharedFailureMessage } from '../../api/client';
import type { Notice } from '../../api/failure';
import { SNACKBAR_CHAT_PAYMENT_MS } from '../../domain/limits';

/** A message as selection sees it: `own` ones may be deleted. */
export type Picked = { id: number; own: boolean; text: string };

export type MessageSelectionInput = {
  /** Watching this employee's conversation (copy only), or null for one's own. */
  employeeId: number | null;
  /** Posts a snackbar (the app's). */
  notify: (notice: Notice) => void;
  /** The messages are gone on the server: the conversation stops showing them. */
  removed: (ids: number[]) => void;
};

export type MessageSelectionContext = MessageSelectionInput & {
  picked: Picked[];
  /** Who the forwarded message goes to (contact ids). */
  recipients: number[];
  /** The open dialog's message (an i18n key or the server's words). */
  error: string | null;
};

export type MessageSelectionEvent =
  | { type: 'SELECT_STARTED'; message: Picked }
  | { type: 'MESSAGE_TOGGLED'; message: Picked }
  | { type: 'SELECTION_CANCELLED' }
  | { type: 'COPY_CLICKED' }
  | { type: 'FORWARD_CLICKED' }
  | { type: 'RECIPIENT_TOGGLED'; id: number }
  | { type: 'FORWARD_CONFIRMED' }
  | { type: 'DELETE_CLICKED' }
  | { type: 'DELETE_CONFIRMED' }
  | { type: 'DIALOG_CLOSED' };

export const SELECTION_TEXT = {
  copied: 'chats.copied',
  copyFailed: 'chats.copy-failed',
  forwarded: 'chats.forwarded',
  forwardFailed: 'chats.forward-failed',
  noRecipient: 'chats.forward-none',
  deleted: 'chats.deleted',
  deleteFailed: 'chats.delete-failed',
} as const;

const chatNotice = (key: string, severity: Notice['severity']): Notice => ({ key, severity, durationMs: SNACKBAR_CHAT_PAYMENT_MS });
const toggled = <T>(list: T[], item: T, same: (a: T) => boolean) => (list.some(same) ? list.filter((x) => !same(x)) : [...list, item]);
/** The picked messages in the conversation's order (ids grow with time). */
const inOrder = (picked: Picked[]) => [...picked].sort((a, b) => a.id - b.id);

export const messageSelectionMachine = setup({
  types: {
    context: {} as MessageSelectionContext,
    events: {} as MessageSelectionEvent,
    input: {} as MessageSelectionInput,
  },
  actors: {
    copyText: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
    forward: fromPromise<void, { messageId: number; to: number[] }>(({ input, signal }) => forwardMessage(input, signal)),
    remove: fromPromise<void, { ids: number[] }>(({ input, signal }) => deleteMessages(input.ids, signal)),
  },
  guards: {
    nonePicked: ({ context }) => context.picked.length === 0,
    /** One message at a time (the call forwards one), in one's own conversation. */
    canForward: ({ context }) => context.employeeId === null && context.picked.length === 1,
    /** Only one's own messages, in one's own conversation. */
    canDelete: ({ context }) => context.employeeId === null && context.picked.every((m) => m.own),
    hasRecipients: ({ context }) => context.recipients.length > 0,
  },
  actions: {
    pickFirst: assign((_, params: { message: Picked }) => ({ picked: [params.message] })),
    toggle: assign(({ context }, params: { message: Picked }) => ({ picked: toggled(context.picked, params.message, (m) => m.id === params.message.id) })),
    toggleRecipient: assign(({ context }, params: { id: number }) => ({ recipients: toggled(context.recipients, params.id, (r) => r === params.id), error: null })),
    clear: assign({ picked: [], recipients: [], error: null }),
    closeDialog: assign({ recipients: [], error: null }),
    askForRecipient: assign({ error: SELECTION_TEXT.noRecipient }),
    showFailure: assign((_, params: { error: unknown; fallback: string }) => ({ error: sharedFailureMessage(params.error) ?? params.fallback })),
    tell: ({ context }, params: { key: string; severity: Notice['severity'] }) => context.notify(chatNotice(params.key, params.severity)),
    tellRemoved: ({ context }) => context.removed(context.picked.map((m) => m.id)),
  },
}).createMachine({
  id: 'messageSelection',
  context: ({ input }) => ({ ...input, picked: [], recipients: [], error: null }),
  initial: 'idle',
  states: {
    idle: { on: { SELECT_STARTED: { target: 'selecting', actions: { type: 'pickFirst', params: ({ event }) => ({ message: event.message }) } } } },
    selecting: {
      // The last message unticked ends the selection.
      always: { guard: 'nonePicked', target: 'idle' },
      on: {
        MESSAGE_TOGGLED: { target: 'selecting', reenter: true, actions: { type: 'toggle', params: ({ event }) => ({ message: event.message }) } },
        SELECTION_CANCELLED: { target: 'idle', actions: 'clear' },
        COPY_CLICKED: 'copying',
        FORWARD_CLICKED: { guard: 'canForward', target: 'forwarding' },
        DELETE_CLICKED: { guard: 'canDelete', target: 'confirmingDelete' },
      },
    },
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: inOrder(context.picked).map((m) => m.text).join('\n\n') }),
        onDone: { target: 'idle', actions: [{ type: 'tell', params: { key: SELECTION_TEXT.copied, severity: 'success' } }, 'clear'] },
        onError: { target: 'selecting', actions: { type: 'tell', params: { key: SELECTION_TEXT.copyFailed, severity: 'error' } } },
      },
    },
    forwarding: {
      initial: 'picking',
      on: { DIALOG_CLOSED: { target: 'selecting', actions: 'closeDialog' } },
      states: {
        picking: {
          on: {
            RECIPIENT_TOGGLED: { actions: { type: 'toggleRecipient', params: ({ event }) => ({ id: event.id }) } },
            FORWARD_CONFIRMED: [{ guard: 'hasRecipients', target: 'sending' }, { actions: 'askForRecipient' }],
          },
        },
        sending: {
          // Closing while it goes would hide how it went: the dialog stays until the answer.
          on: { DIALOG_CLOSED: {} },
          invoke: {
            id: 'forward',
            src: 'forward',
            input: ({ context }) => ({ messageId: context.picked[0]!.id, to: context.recipients }),
            onDone: { target: '#messageSelection.idle', actions: [{ type: 'tell', params: { key: SELECTION_TEXT.forwarded, severity: 'success' } }, 'clear'] },
            onError: { target: 'picking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: SELECTION_TEXT.forwardFailed }) } },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        DELETE_CONFIRMED: 'deleting',
        DIALOG_CLOSED: { target: 'selecting', actions: 'closeDialog' },
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ ids: context.picked.map((m) => m.id) }),
        onDone: { target: 'idle', actions: ['tellRemoved', { type: 'tell', params: { key: SELECTION_TEXT.deleted, severity: 'success' } }, 'clear'] },
        onError: { target: 'confirmingDelete', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: SELECTION_TEXT.deleteFailed }) } },
      },
    },
  },
});
