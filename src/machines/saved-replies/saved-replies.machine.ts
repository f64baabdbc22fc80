// The saved-replies dialog (beyond the spec): the company's canned answers, listed for its sellers; the
// company user adds, edits and deletes them (the server refuses anyone else, so the dialog offers it to them only).
import { assign, fromPromise, setup } from 'xstate';
import { addSavedReply, deleteSavedReply, editSavedReply, fetchSavedReplies, savedReplyFailure } from '../../api/chat-media';
import { sharedFailureMessage } from '../../api/client';
import type { SavedReply } from '../../api/schemas/chats';

export type SavedRepliesInput = { canEdit: boolean };
export type SavedRepliesContext = SavedRepliesInput & { replies: SavedReply[]; title: string; text: string; error: string | null; removing: number | null; editingId: number | null };
export type SavedRepliesEvent =
  | { type: 'TITLE_CHANGED'; value: string }
  | { type: 'TEXT_CHANGED'; value: string }
  | { type: 'ADD_CLICKED' }
  | { type: 'DELETE_CLICKED'; id: number }
  | { type: 'EDIT_CLICKED'; id: number }
  | { type: 'SAVE_CLICKED' }
  | { type: 'CANCEL_CLICKED' }
  | { type: 'RETRY_CLICKED' };

export const SAVED_REPLIES_FAILED = { load: 'chats.saved-replies-failed', required: 'validation.required', save: 'chats.saved-reply-failed' } as const;

export const savedRepliesMachine = setup({
  types: { context: {} as SavedRepliesContext, events: {} as SavedRepliesEvent, input: {} as SavedRepliesInput },
  actors: {
    load: fromPromise<SavedReply[]>(({ signal }) => fetchSavedReplies(signal)),
    add: fromPromise<SavedReply, { title: string; text: string }>(({ input, signal }) => addSavedReply(input, signal)),
    edit: fromPromise<SavedReply, { id: number; title: string; text: string }>(({ input: { id, ...body }, signal }) => editSavedReply(id, body, signal)),
    remove: fromPromise<void, { id: number }>(({ input, signal }) => deleteSavedReply(input.id, signal)),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    canEditReply: ({ context, event }) => context.canEdit && event.type === 'EDIT_CLICKED' && context.replies.some((r) => r.id === event.id),
    filled: ({ context }) => context.canEdit && context.title.trim() !== '' && context.text.trim() !== '',
  },
  actions: {
    show: assign((_, params: { replies: SavedReply[] }) => ({ replies: params.replies, error: null })),
    // Leaving the edit form (saved or cancelled) empties it, so the add form starts blank.
    leaveEdit: assign({ editingId: null, title: '', text: '', error: null }),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({ error: sharedFailureMessage(params.error) ?? params.fallback })),
    // An add or edit the server refused: its field error when it names one.
    failSave: assign((_, params: { error: unknown }) => ({ error: savedReplyFailure(params.error, SAVED_REPLIES_FAILED.save) })),
  },
}).createMachine({
  id: 'savedReplies',
  context: ({ input }) => ({ ...input, replies: [], title: '', text: '', error: null, removing: null, editingId: null }),
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
        EDIT_CLICKED: {
          guard: 'canEditReply',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const reply = context.replies.find((r) => r.id === event.id)!;
            return { editingId: reply.id, title: reply.title, text: reply.text, error: null };
          }),
        },
      },
    },
    editing: {
      on: {
        TITLE_CHANGED: { actions: assign(({ event }) => ({ title: event.value, error: null })) },
        TEXT_CHANGED: { actions: assign(({ event }) => ({ text: event.value, error: null })) },
        SAVE_CLICKED: [{ guard: 'filled', target: 'savingEdit' }, { actions: assign({ error: SAVED_REPLIES_FAILED.required }) }],
        CANCEL_CLICKED: { target: 'shown', actions: 'leaveEdit' },
      },
    },
    savingEdit: {
      invoke: {
        src: 'edit',
        id: 'edit',
        input: ({ context }) => ({ id: context.editingId!, title: context.title.trim(), text: context.text.trim() }),
        onDone: { target: 'shown', actions: [assign(({ context, event }) => ({ replies: context.replies.map((r) => (r.id === event.output.id ? event.output : r)) })), 'leaveEdit'] },
        // Back in the form with the server's reason (a field error, a 404 when someone else deleted it).
        onError: { target: 'editing', actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    adding: {
      invoke: {
        src: 'add',
        id: 'add',
        input: ({ context }) => ({ title: context.title.trim(), text: context.text.trim() }),
        onDone: { target: 'shown', actions: assign(({ context, event }) => ({ replies: [...context.replies, event.output], title: '', text: '', error: null })) },
        onError: { target: 'shown', actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) } },
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
