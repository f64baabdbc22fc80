import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, input, machine } from './chat-contacts.model';

describe('chat contacts machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        // Nothing listed and no failure said while the first list loads (again after Retry).
        loading: (s) => expect(s.context).toMatchObject({ contacts: [], error: null }),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        'shown.waiting': (s) => expect(s.context.contacts.length).toBeGreaterThan(0),
        'shown.refreshing': () => {},
      },
    });
  });
});
