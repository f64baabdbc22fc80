import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, inputs, machine, serialize } from './conversation.model';

describe('conversation machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        loading: (s) => expect(s.context.messages).toEqual([]),
        loadFailed: (s) => expect(s.context.loadError).not.toBeNull(),
        'shown.older.idle': () => {},
        'shown.older.loading': (s) => expect(s.context.olderCursor).not.toBeNull(),
        'shown.newest.waiting': () => {},
        'shown.newest.refreshing': () => {},
        'shown.composer.checking': () => {},
        'shown.composer.readOnly': (s) => expect(s.context.employeeId).not.toBeNull(),
        'shown.composer.writing.idle': (s) => expect(s.context.employeeId).toBeNull(),
        'shown.composer.writing.sending': (s) => expect(s.context.outbox.length).toBeGreaterThan(0),
        'shown.composer.writing.waitingForLine': (s) => expect(s.context.outbox.length).toBeGreaterThan(0),
        'shown.other.quiet': () => {},
        'shown.other.typing': () => {},
        'shown.announce.ready': () => {},
        'shown.announce.cooling': (s) => expect(s.context.employeeId).toBeNull(),
      },
    });
  });
});
