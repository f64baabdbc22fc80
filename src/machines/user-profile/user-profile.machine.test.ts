import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { model } from './user-profile.model';
import { userIdOf } from './user-profile.machine';

describe('user profile machine (model-based)', () => {
  it('loads the page, follows and unfollows at once and puts it back on a refusal; a bad id is not found', () => {
    assertModel({
      ...model,
      states: {
        loading: (s) => expect(s.context.id).not.toBeNull(),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        notFound: () => {},
        'shown.idle': (s) => expect(s.context.profile).not.toBeNull(),
        'shown.following': (s) => expect(s.context.profile?.isFollowing).toBe(true),
        'shown.unfollowing': (s) => expect(s.context.profile?.isFollowing).toBe(false),
      },
    });
  });

  it('reads only what could be a user id', () => {
    expect(['9', '2147483647'].map(userIdOf)).toEqual([9, 2147483647]);
    expect(['0', '09', '-1', '1.5', '1e3', '2147483648', ' 9', ''].map(userIdOf)).toEqual(Array(8).fill(null));
  });
});
