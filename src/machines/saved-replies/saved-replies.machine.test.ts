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
        loading: () => {},
        failed: (s) => expect(s.context.error).not.toBeNull(),
        shown: () => {},
        adding: (s) => expect(s.context.canEdit).toBe(true),
        editing: (s) => expect(s.context.editingId).not.toBeNull(),
        savingEdit: (s) => expect(s.context.editingId).not.toBeNull(),
        deleting: (s) => expect(s.context.removing).not.toBeNull(),
      },
    });
  });
});
