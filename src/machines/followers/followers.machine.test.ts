import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { model } from './followers.model';

describe('followers machine (model-based)', () => {
  it('counts, opens either dialog, unfollows from the following one; each reply lands where it says', () => {
    assertModel({
      ...model,
      states: {
        countsLoading: () => {},
        countsFailed: (s) => expect(s.context.error).not.toBeNull(),
        closed: (s) => expect(s.context.counts).not.toBeNull(),
        'dialog.listLoading': (s) => expect(s.context.people).toEqual([]),
        'dialog.listFailed': (s) => expect(s.context.error).not.toBeNull(),
        'dialog.listed': (s) => expect(s.context.unfollowing).toBeNull(),
        'dialog.unfollowing': (s) => {
          expect(s.context.side).toBe('following');
          expect(s.context.unfollowing).not.toBeNull();
          expect(s.context.people).toContainEqual(s.context.unfollowing);
        },
      },
    });
  });
});
