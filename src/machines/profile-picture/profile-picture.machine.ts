// Part 2 §2 edit and remove profile picture dialogs (§5: a file must be chosen; PNG or JPEG by its
// first bytes, 5 MB at most, as the server checks again): choose a file, see it, upload it with real
// progress; change it the same way; remove it after a confirmation. A failure says §8's "Please try
// again." (or the server's word on the file) and the same picture or removal can be retried.
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { accountFailure, removeAvatar, uploadAvatar } from '../../api/account';
import { AVATAR_MAX_BYTES } from '../../api/schemas/account';
import { imageKindOf } from '../../domain/image-kind';

export const PICTURE_FAILED = 'account.try-again';
export const FILE_REQUIRED = 'server.avatar-required';
export const NOT_PNG_OR_JPEG = 'account.picture.png-jpg-only';
export const TOO_LARGE = 'server.avatar-too-large';

export type Picture = { url: string } | null;
export type ChosenPicture = { file: File; loaded: number; total: number };

export type ProfilePictureContext = {
  /** The picture the account has now. */
  picture: Picture;
  /** The file chosen in the edit dialog, with the upload's progress in bytes. */
  chosen: ChosenPicture | null;
  /** Why the chosen file cannot be sent (an i18n key). */
  problem: string | null;
  /** Why the last upload or removal failed (an i18n key or the server's text). */
  error: string | null;
};

export type ProfilePictureEvent =
  | { type: 'EDIT_OPENED' }
  /** `head`: the file's first bytes, read by the view (IMAGE_HEAD_BYTES). */
  | { type: 'FILE_CHOSEN'; file: File; head: Uint8Array }
  | { type: 'SUBMITTED' }
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED'; url: string }
  | { type: 'UPLOAD_FAILED'; error: unknown }
  | { type: 'RETRIED' }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'REMOVE_REQUESTED' }
  | { type: 'REMOVE_CONFIRMED' }
  | { type: 'REMOVE_CANCELLED' };

/** A file chosen in the dialog: judged before it is kept. */
const fileChosen = [
  { guard: 'isNotPngOrJpeg', target: '#profilePicture.editing', actions: { type: 'refuseFile', params: { problem: NOT_PNG_OR_JPEG } } },
  { guard: 'isTooLarge', target: '#profilePicture.editing', actions: { type: 'refuseFile', params: { problem: TOO_LARGE } } },
  { target: '#profilePicture.editing', actions: 'keepChoice' },
] as const;

export const profilePictureMachine = setup({
  types: {
    context: {} as ProfilePictureContext,
    events: {} as ProfilePictureEvent,
    input: {} as { picture: Picture },
  },
  actors: {
    uploadPicture: fromCallback<ProfilePictureEvent, { file: File }>(({ input, sendBack }) => {
      const controller = new AbortController();
      uploadAvatar(input.file, (loaded, total) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }), controller.signal)
        .then((reply) => sendBack({ type: 'UPLOADED', url: reply.url }), (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', error });
        });
      return () => controller.abort();
    }),
    removePicture: fromPromise<void>(async ({ signal }) => { await removeAvatar(signal); }),
  },
  guards: {
    hasPicture: ({ context }) => context.picture !== null,
    isFileChosen: ({ context }) => context.chosen !== null,
    isNotPngOrJpeg: ({ event }) => {
      assertEvent(event, 'FILE_CHOSEN');
      return imageKindOf(event.head) === null;
    },
    isTooLarge: ({ event }) => {
      assertEvent(event, 'FILE_CHOSEN');
      return event.file.size > AVATAR_MAX_BYTES;
    },
  },
  actions: {
    keepChoice: assign(({ event }) => {
      assertEvent(event, 'FILE_CHOSEN');
      return { chosen: { file: event.file, loaded: 0, total: event.file.size }, problem: null, error: null };
    }),
    refuseFile: assign((_, params: { problem: string }) => ({ chosen: null, problem: params.problem, error: null })),
    askForFile: assign({ problem: FILE_REQUIRED }),
    forgetChoice: assign({ chosen: null, problem: null, error: null }),
    startUpload: assign(({ context }) => ({ chosen: context.chosen && { ...context.chosen, loaded: 0 }, error: null })),
    showProgress: assign(({ context, event }) => {
      assertEvent(event, 'UPLOAD_PROGRESS');
      return { chosen: context.chosen && { ...context.chosen, loaded: event.loaded, total: event.total } };
    }),
    keepPicture: assign(({ event }) => {
      assertEvent(event, 'UPLOADED');
      return { picture: { url: event.url }, chosen: null, problem: null, error: null };
    }),
    showUploadFailure: assign(({ event }) => {
      assertEvent(event, 'UPLOAD_FAILED');
      const failure = accountFailure(event.error, PICTURE_FAILED);
      return { error: failure.fieldErrors.image ?? failure.message };
    }),
    forgetPicture: assign({ picture: null, error: null }),
    showRemoveFailure: assign((_, params: { error: unknown }) => ({ error: accountFailure(params.error, PICTURE_FAILED).message })),
    clearError: assign({ error: null }),
    /** Provided by the view: the session (top bar) takes the new picture, and the snackbar says so. */
    announcePictureChanged: (_, _picture: Picture) => {},
  },
}).createMachine({
  id: 'profilePicture',
  context: ({ input }) => ({ picture: input.picture, chosen: null, problem: null, error: null }),
  initial: 'showing',
  states: {
    // Nothing chosen, no problem, no failure: every way back here forgets them.
    showing: {
      on: {
        EDIT_OPENED: 'editing',
        REMOVE_REQUESTED: { guard: 'hasPicture', target: 'confirmingRemoval' },
      },
    },
    // The edit profile picture dialog: a file chosen (or refused), then sent.
    editing: {
      on: {
        FILE_CHOSEN: fileChosen,
        SUBMITTED: [
          // A file kept in editing is at 0 bytes sent and without a failure: nothing to reset.
          { guard: 'isFileChosen', target: 'uploading' },
          { actions: 'askForFile' },
        ],
        DIALOG_CLOSED: { target: 'showing', actions: 'forgetChoice' },
      },
    },
    uploading: {
      invoke: { id: 'uploadPicture', src: 'uploadPicture', input: ({ context }) => ({ file: context.chosen!.file }) },
      on: {
        UPLOAD_PROGRESS: { actions: 'showProgress' },
        UPLOADED: {
          target: 'showing',
          actions: ['keepPicture', { type: 'announcePictureChanged', params: ({ context }) => context.picture }],
        },
        UPLOAD_FAILED: { target: 'uploadFailed', actions: 'showUploadFailure' },
        // Closing the dialog cancels the upload; the picture stays as it was.
        DIALOG_CLOSED: { target: 'showing', actions: 'forgetChoice' },
      },
    },
    // The dialog stays open with the chosen file: send it again, or choose another.
    uploadFailed: {
      on: {
        RETRIED: { target: 'uploading', actions: 'startUpload' },
        FILE_CHOSEN: fileChosen,
        DIALOG_CLOSED: { target: 'showing', actions: 'forgetChoice' },
      },
    },
    // The remove profile picture dialog.
    confirmingRemoval: {
      on: {
        REMOVE_CONFIRMED: 'removing',
        REMOVE_CANCELLED: 'showing',
      },
    },
    removing: {
      invoke: {
        id: 'removePicture',
        src: 'removePicture',
        onDone: { target: 'showing', actions: ['forgetPicture', { type: 'announcePictureChanged', params: null }] },
        onError: { target: 'removeFailed', actions: { type: 'showRemoveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removeFailed: {
      on: {
        RETRIED: { target: 'removing', actions: 'clearError' },
        REMOVE_CANCELLED: { target: 'showing', actions: 'clearError' },
      },
    },
  },
});
