// The profile picture's model for checkModel and `npm run paths -- profile-picture`: starting without a
// picture and with one, the user opens the edit dialog, sends it empty, chooses a text file, a picture
// too large and a good PNG, uploads it (progress, done, refused, line down, retried, closed), and removes
// the picture after a confirmation (done, failed, retried, cancelled).
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands } from '../test/model';
import { FILE_REQUIRED, NOT_PNG_OR_JPEG, PICTURE_FAILED, TOO_LARGE, profilePictureMachine } from './profile-picture.machine';

export const machine = profilePictureMachine;
type Snap = SnapshotFrom<typeof profilePictureMachine>;

export const NEW_URL = '/uploads/avatars/new.png';
const OLD = { url: '/uploads/avatars/old.jpg' };
export const input = { picture: null };
export const inputs = [input, { picture: OLD }];

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT_HEAD = new Uint8Array([0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x0a, 0x00, 0x00]);
const file = (name: string, size: number) => ({ name, size }) as File;
const GOOD = file('me.png', 40_000);
const OTHER = file('me.jpg', 30_000);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const chose = (f: File, head: Uint8Array) => ({ type: 'FILE_CHOSEN', file: f, head }) as const;

/** The three files the dialog may be given, each judged as §5 and the server say. */
const choices = (s: Snap) => [
  lands('editing', chose(file('notes.png', 200), TEXT_HEAD), holds({ chosen: null, problem: NOT_PNG_OR_JPEG, error: null })),
  lands('editing', chose(file('huge.png', 6 * 1024 * 1024), PNG_HEAD), holds({ chosen: null, problem: TOO_LARGE })),
  ...(s.context.chosen?.file === GOOD ? [] : [lands('editing', chose(GOOD, PNG_HEAD), holds({ chosen: { file: GOOD, loaded: 0, total: 40_000 }, problem: null, error: null }))]),
];
const close = lands('showing', { type: 'DIALOG_CLOSED' }, (after: Snap, before: Snap) => {
  if (after.context.chosen !== null || after.context.picture !== before.context.picture) throw new Error('closing keeps the picture as it was');
});

export function events(s: Snap): EventObject[] {
  if (s.matches('showing')) {
    return [
      lands('editing', { type: 'EDIT_OPENED' }, holds({ chosen: null, problem: null, error: null })),
      // Remove is offered only when there is a picture.
      lands(s.context.picture ? 'confirmingRemoval' : 'showing', { type: 'REMOVE_REQUESTED' }),
    ];
  }
  if (s.matches('editing')) {
    const submitted = s.context.chosen
      ? lands('uploading', { type: 'SUBMITTED' }, holds({ error: null }))
      : lands('editing', { type: 'SUBMITTED' }, holds({ problem: FILE_REQUIRED }));
    return [...choices(s), submitted, close];
  }
  if (s.matches('uploading')) {
    return [
      lands('uploading', { type: 'UPLOAD_PROGRESS', loaded: 20_000, total: 40_000 }, (after: Snap) => {
        if (after.context.chosen?.loaded !== 20_000) throw new Error('progress must show');
      }),
      lands('showing', { type: 'UPLOADED', url: NEW_URL }, holds({ picture: { url: NEW_URL }, chosen: null, error: null })),
      lands('uploadFailed', { type: 'UPLOAD_FAILED', error: { status: 422, body: { message: 'Only PNG and JPG images are allowed', errors: { image: ['Only PNG and JPG images are allowed'] } } } },
        holds({ error: 'Only PNG and JPG images are allowed' })),
      lands('uploadFailed', { type: 'UPLOAD_FAILED', error: { status: 0, body: null } }, holds({ error: 'errors.no-response' })),
      lands('uploadFailed', { type: 'UPLOAD_FAILED', error: { status: 413, body: { message: 'The picture cannot exceed 5 MB' } } }, holds({ error: 'The picture cannot exceed 5 MB' })),
      close,
    ];
  }
  if (s.matches('uploadFailed')) {
    return [
      lands('uploading', { type: 'RETRIED' }, (after: Snap) => {
        if (after.context.error !== null || after.context.chosen?.file !== s.context.chosen?.file || after.context.chosen?.loaded !== 0) throw new Error('a retry sends the same file afresh');
      }),
      // Another file instead: judged like the first.
      ...choices(s).slice(0, 2),
      lands('editing', chose(OTHER, JPEG_HEAD), holds({ chosen: { file: OTHER, loaded: 0, total: 30_000 }, problem: null, error: null })),
      close,
    ];
  }
  if (s.matches('confirmingRemoval')) {
    return [lands('removing', { type: 'REMOVE_CONFIRMED' }), lands('showing', { type: 'REMOVE_CANCELLED' }, holds({ picture: s.context.picture }))];
  }
  if (s.matches('removing')) {
    return [
      lands('showing', { type: 'xstate.done.actor.removePicture' }, holds({ picture: null, error: null })),
      lands('removeFailed', { type: 'xstate.error.actor.removePicture', error: networkError() }, holds({ error: PICTURE_FAILED })),
      lands('removeFailed', { type: 'xstate.error.actor.removePicture', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('removeFailed')) {
    return [lands('removing', { type: 'RETRIED' }, holds({ error: null })), lands('showing', { type: 'REMOVE_CANCELLED' }, holds({ error: null, picture: s.context.picture }))];
  }
  return [];
}

export const model = { machine, events, input, inputs };
