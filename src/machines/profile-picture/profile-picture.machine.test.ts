import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { assertModel } from '../test/model';
import { profilePictureMachine, type Picture } from './profile-picture.machine';
import { NEW_URL, model } from './profile-picture.model';

describe('profile picture machine (model-based)', () => {
  it('sends only a PNG or JPEG within 5 MB, shows progress, and lands each reply where it says', () => {
    assertModel({
      ...model,
      limit: 3000,
      states: {
        showing: (s) => expect(s.context).toMatchObject({ chosen: null, problem: null, error: null }),
        editing: (s) => expect(s.context.chosen === null || s.context.problem === null).toBe(true),
        uploading: (s) => {
          expect(s.context.chosen).not.toBeNull();
          expect(s.context.error).toBeNull();
        },
        uploadFailed: (s) => {
          expect(s.context.error).not.toBeNull();
          expect(s.context.chosen).not.toBeNull();
        },
        confirmingRemoval: (s) => expect(s.context.picture).not.toBeNull(),
        removing: (s) => expect(s.context.picture).not.toBeNull(),
        removeFailed: (s) => expect(s.context.error).not.toBeNull(),
      },
    });
  });

  it('tells the session of the new picture, and of none after a removal', async () => {
    const told: Picture[] = [];
    const machine = profilePictureMachine.provide({
      actions: { announcePictureChanged: (_, picture) => told.push(picture) },
      actors: {
        uploadPicture: fromCallback(({ sendBack }) => { sendBack({ type: 'UPLOADED', url: NEW_URL }); }),
        removePicture: fromPromise<void>(async () => {}),
      },
    });
    const actor = createActor(machine, { input: { picture: null } }).start();
    actor.send({ type: 'EDIT_OPENED' });
    actor.send({ type: 'FILE_CHOSEN', file: { name: 'a.jpg', size: 10 } as File, head: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'REMOVE_REQUESTED' });
    actor.send({ type: 'REMOVE_CONFIRMED' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showing'));
    expect(told).toEqual([{ url: NEW_URL }, null]);
  });
});
