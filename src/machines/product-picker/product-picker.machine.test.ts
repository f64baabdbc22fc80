import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-picker.model';

describe('product picker machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        typing: (s) => expect(s.context.query).toBe('iph'),
        loading: () => {},
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        shown: () => {},
        loadingMore: (s) => expect(s.context.nextCursor).not.toBeNull(),
      },
    });
  });
});
