import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, inputs, machine, serialize } from './saved-replies.model';

describe('saved replies machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        // The add form starts empty (only the list loads, nothing is typed yet).
        loading: (s) => expect(s.context).toMatchObject({ title: '', text: '' }),
        failed: (s) => expect(s.context.error).not.toBeNull(),
        // The list: no row spins for a delete, none is open for editing.
        shown: (s) => expect(s.context).toMatchObject({ removing: null, editingId: null }),
        adding: (s) => expect(s.context.canEdit).toBe(true),
        editing: (s) => expect(s.context.editingId).not.toBeNull(),
        savingEdit: (s) => expect(s.context.editingId).not.toBeNull(),
        deleting: (s) => expect(s.context.removing).not.toBeNull(),
      },
    });
  });
});
