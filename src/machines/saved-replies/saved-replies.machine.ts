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
    canEditReply: ({ context }, params: { id: number }) => context.canEdit && context.replies.some((r) => r.id === params.id),
    filled: ({ context }) => context.canEdit && context.title.trim() !== '' && context.text.trim() !== '',
  },
  actions: {
    show: assign((_, params: { replies: SavedReply[] }) => ({ replies: params.replies, error: null })),
    setTitle: assign((_, params: { value: string }) => ({ title: params.value, error: null })),
    setText: assign((_, params: { value: string }) => ({ text: params.value, error: null })),
    askToFill: assign({ error: SAVED_REPLIES_FAILED.required }),
    markRemoving: assign((_, params: { id: number }) => ({ removing: params.id })),
    openEdit: assign(({ context }, params: { id: number }) => {
      const reply = context.replies.find((r) => r.id === params.id)!;
      return { editingId: reply.id, title: reply.title, text: reply.text, error: null };
    }),
    replaceReply: assign(({ context }, params: { reply: SavedReply }) => ({ replies: context.replies.map((r) => (r.id === params.reply.id ? params.reply : r)) })),
    appendReply: assign(({ context }, params: { reply: SavedReply }) => ({ replies: [...context.replies, params.reply], title: '', text: '', error: null })),
    dropRemoved: assign(({ context }) => ({ replies: context.replies.filter((r) => r.id !== context.removing), removing: null })),
    forgetRemoving: assign({ removing: null }),
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
        TITLE_CHANGED: { actions: { type: 'setTitle', params: ({ event }) => ({ value: event.value }) } },
        TEXT_CHANGED: { actions: { type: 'setText', params: ({ event }) => ({ value: event.value }) } },
        ADD_CLICKED: [{ guard: 'filled', target: 'adding' }, { guard: 'canEdit', actions: 'askToFill' }],
        DELETE_CLICKED: { guard: 'canEdit', target: 'deleting', actions: { type: 'markRemoving', params: ({ event }) => ({ id: event.id }) } },
        EDIT_CLICKED: {
          guard: { type: 'canEditReply', params: ({ event }) => ({ id: event.id }) },
          target: 'editing',
          actions: { type: 'openEdit', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    editing: {
      on: {
        TITLE_CHANGED: { actions: { type: 'setTitle', params: ({ event }) => ({ value: event.value }) } },
        TEXT_CHANGED: { actions: { type: 'setText', params: ({ event }) => ({ value: event.value }) } },
        SAVE_CLICKED: [{ guard: 'filled', target: 'savingEdit' }, { actions: 'askToFill' }],
        CANCEL_CLICKED: { target: 'shown', actions: 'leaveEdit' },
      },
    },
    savingEdit: {
      invoke: {
        src: 'edit',
        id: 'edit',
        input: ({ context }) => ({ id: context.editingId!, title: context.title.trim(), text: context.text.trim() }),
        onDone: { target: 'shown', actions: [{ type: 'replaceReply', params: ({ event }) => ({ reply: event.output }) }, 'leaveEdit'] },
        // Back in the form with the server's reason (a field error, a 404 when someone else deleted it).
        onError: { target: 'editing', actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    adding: {
      invoke: {
        src: 'add',
        id: 'add',
        input: ({ context }) => ({ title: context.title.trim(), text: context.text.trim() }),
        onDone: { target: 'shown', actions: { type: 'appendReply', params: ({ event }) => ({ reply: event.output }) } },
        onError: { target: 'shown', actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        id: 'remove',
        input: ({ context }) => ({ id: context.removing! }),
        onDone: { target: 'shown', actions: 'dropRemoved' },
        onError: { target: 'shown', actions: ['forgetRemoving', { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: SAVED_REPLIES_FAILED.save }) }] },
      },
    },
  },
});
