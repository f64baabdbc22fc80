import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { matchingReplies } from './composer.machine';
import { events, inputs, machine, serialize } from './composer.model';

describe('composer machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        'voice.idle': (s) => expect(s.context.recording).toBeNull(),
        'voice.active.requestingMicrophone': (s) => expect(s.context.draft.trim()).toBe(''),
        'voice.active.recording': (s) => expect(s.context.recording).toBeNull(),
        'voice.active.encoding': () => {},
        'voice.sending': (s) => expect(s.context.recording).not.toBeNull(),
        'voice.denied': (s) => expect(s.context.notice).toBe('chats.microphone-denied'),
        'voice.failed': (s) => expect(s.context.notice).not.toBeNull(),
        'photos.idle': (s) => expect(s.context.photos).toEqual([]),
        'photos.previewing': (s) => expect(s.context.photos.length).toBeGreaterThan(0),
        'photos.sending': (s) => expect(s.context.photos.length).toBeGreaterThan(0),
        'picker.closed': () => {},
        'picker.open.loading': (s) => expect(s.context.draft.startsWith('/')).toBe(true),
        'picker.open.shown': (s) => expect(s.context.savedReplies.length).toBeGreaterThan(0),
        'picker.open.failed': () => {},
      },
    });
  });

  it('filters saved replies by title or text after the slash', () => {
    const savedReplies = [{ id: 1, title: 'Hours', text: 'Open 9 to 5.' }, { id: 2, title: 'Delivery', text: 'We deliver.' }];
    expect(matchingReplies({ draft: '/', savedReplies }).map((r) => r.id)).toEqual([1, 2]);
    expect(matchingReplies({ draft: '/OPEN', savedReplies }).map((r) => r.id)).toEqual([1]);
    expect(matchingReplies({ draft: '/deliv', savedReplies }).map((r) => r.id)).toEqual([2]);
    expect(matchingReplies({ draft: '/zzz', savedReplies })).toEqual([]);
  });
});
