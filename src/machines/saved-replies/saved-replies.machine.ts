// The saved-replies dialog (beyond the spec): the company's canned answers, listed for its sellers; the
// company user adds and deletes them (the server refuses anyone else, so the dialog offers it to them only).
import { assign, fromPromise, setup } from 'xstate';
import { addSavedReply, deleteSavedReply, fetchSavedReplies } from '../../api/chat-media';
import { sharedFailureMessage } from '../../api/client';
import type { SavedReply } from '../../api/schemas/chats';

export type SavedRepliesInput = { canEdit: boolean };
export type SavedRepliesContext = SavedRepliesInput & { replies: SavedReply[]; title: string; text: string; error: string | null; removing: number | null };
export type SavedRepliesEvent =
  | { type: 'TITLE_CHANGED'; value: string }
  | { type: 'TEXT_CHANGED'; value: string }
  | { type: 'ADD_CLICKED' }
  | { type: 'DELETE_CLICKED'; id: number }
  | { type: 'RETRY_CLICKED' };

export const SAVED_REPLIES_FAILED = { load: 'chats.saved-replies-failed', required: 'validation.required', save: 'chats.saved-reply-failed' } as const;

export const savedRepliesMachine = setup({
  types: { context: {} as SavedRepliesContext, events: {} as SavedRepliesEvent, input: {} as SavedRepliesInput },
  actors: {
    load: fromPromise<SavedReply[]>(({ signal }) => fetchSavedReplies(signal)),
    add: fromPromise<SavedReply, { title: string; text: string }>(({ input, signal }) => addSavedReply(input, signal)),
    remove: fromPromise<void, { id: number }>(({ input, signal }) => deleteSavedReply(input.id, signal)),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    filled: ({ context }) => context.canEdit && context.title.trim() !== '' && context.text.trim() !== '',
  },
  actions: {
    show: assign((_, params: { replies: SavedReply[] }) => ({ replies: params.replies, error: null })),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({ error: sharedFailureMessage(params.error) ?? params.fallback })),
  },
}).createMachine({
  id: 'savedReplies',
  context: ({ input }) => ({ ...input, replies: [], title: '', text: '', error: null, removing: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        id: 'load',
        onDone: { target: 'shown', actions: { type: 'show', params: ({ event }) => ({ replies: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SAVED_REPLIES_FAILED.load }) } },
      },
    },
    failed: { on: { RETRY_CLICKED: 'loading' } },
    shown: {
      on: {
        TITLE_CHANGED: { actions: assign(({ event }) => ({ title: event.value, error: null })) },
        TEXT_CHANGED: { actions: assign(({ event }) => ({ text: event.value, error: null })) },
        ADD_CLICKED: [{ guard: 'filled', target: 'adding' }, { guard: 'canEdit', actions: assign({ error: SAVED_REPLIES_FAILED.required }) }],
        DELETE_CLICKED: { guard: 'canEdit', target: 'deleting', actions: assign(({ event }) => ({ removing: event.id })) },
      },
    },
    adding: {
      invoke: {
        src: 'add',
        id: 'add',
        input: ({ context }) => ({ title: context.title.trim(), text: context.text.trim() }),
        onDone: { target: 'shown', actions: assign(({ context, event }) => ({ replies: [...context.replies, event.output], title: '', text: '', error: null })) },
        onError: { target: 'shown', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SAVED_REPLIES_FAILED.save }) } },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        id: 'remove',
        input: ({ context }) => ({ id: context.removing! }),
        onDone: { target: 'shown', actions: assign(({ context }) => ({ replies: context.replies.filter((r) => r.id !== context.removing), removing: null })) },
        onError: { target: 'shown', actions: [assign({ removing: null }), { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SAVED_REPLIES_FAILED.save }) }] },
      },
    },
  },
});
