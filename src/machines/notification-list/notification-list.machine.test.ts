import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, inputs, machine } from './notification-list.model';

describe('notification list machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        loading: () => {},
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        shown: () => {},
        loadingMore: (s) => expect(s.context.nextPage).not.toBeNull(),
        markingOne: () => {},
        markingAll: (s) => expect(s.context.unreadCount).toBe(0),
      },
    });
  });
});
