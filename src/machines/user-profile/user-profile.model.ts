// The /user/{id} page's model for checkModel and `npm run paths -- userProfile`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { PublicProfile } from '../../api/schemas/account';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { FOLLOW_FAILED, PROFILE_FAILED, UNFOLLOW_FAILED, userProfileMachine } from './user-profile.machine';

export const machine = userProfileMachine;
export const input = { id: '9' };
/** A malformed id, and a number too large to be one. */
export const inputs = [input, { id: 'abc' }, { id: '99999999999' }];
type Snap = SnapshotFrom<typeof userProfileMachine>;

export const PROFILE: PublicProfile = {
  id: 9, fullName: 'Rival Market', userName: 'rival', image: null, roles: ['company'], createdAt: '2026-01-02T08:00:00.000Z',
  followersCount: 4, followingCount: 0, likes: 2, isFollowing: false, isSelf: false, company: { id: 2, name: 'Rival Market' },
  products: [{ id: 40, slug: 'lamp-40', name: 'Desk lamp', price: 12500, imageUrl: null }],
};
const SELF: PublicProfile = { ...PROFILE, isSelf: true };

/** The server's refusal of a follow it will not make (the user's own profile). */
const REFUSED = 'You cannot follow yourself';
const follows = (s: Snap) => s.context.profile?.isFollowing;
const count = (s: Snap) => s.context.profile?.followersCount ?? 0;
const says = (isFollowing: boolean, followersCount: number, error: string | null = null) => (after: Snap) => {
  if (follows(after) !== isFollowing || count(after) !== followersCount) throw new Error(`shows ${follows(after)}, ${count(after)}; the model says ${isFollowing}, ${followersCount}`);
  if (after.context.error !== error) throw new Error(`error ${after.context.error}, the model says ${error}`);
};

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('shown.idle', { type: 'xstate.done.actor.loadProfile', output: PROFILE }, holds({ profile: PROFILE, error: null })),
      lands('shown.idle', { type: 'xstate.done.actor.loadProfile', output: SELF }, holds({ profile: SELF })),
      lands('notFound', { type: 'xstate.error.actor.loadProfile', error: httpError(404, { message: 'Not found' }) }, holds({ profile: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadProfile', error: httpError(403, {}) }, holds({ error: PROFILE_FAILED })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches({ shown: 'idle' })) {
    const self = s.context.profile!.isSelf;
    const on = follows(s)!;
    const n = count(s);
    return [
      !self && !on ? lands('shown.following', { type: 'FOLLOW_CLICKED' }, says(true, n + 1)) : stays(s, { type: 'FOLLOW_CLICKED' }, says(on, n, s.context.error)),
      !self && on ? lands('shown.unfollowing', { type: 'UNFOLLOW_CLICKED' }, says(false, n - 1)) : stays(s, { type: 'UNFOLLOW_CLICKED' }, says(on, n, s.context.error)),
    ];
  }
  if (s.matches({ shown: 'following' })) {
    return [
      lands('shown.idle', { type: 'xstate.done.actor.follow', output: { isFollowing: true, followersCount: 7 } }, says(true, 7)),
      lands('shown.idle', { type: 'xstate.error.actor.follow', error: networkError() }, says(false, count(s) - 1, FOLLOW_FAILED)),
      lands('notFound', { type: 'xstate.error.actor.follow', error: httpError(404, { message: 'Not found' }) }),
      // Only a 404 means the user is gone; a refusal (422: following oneself) is said on the profile.
      lands('shown.idle', { type: 'xstate.error.actor.follow', error: httpError(422, { message: REFUSED }) }, says(false, count(s) - 1, REFUSED)),
    ];
  }
  if (s.matches({ shown: 'unfollowing' })) {
    return [
      lands('shown.idle', { type: 'xstate.done.actor.unfollow', output: { isFollowing: false, followersCount: 3 } }, says(false, 3)),
      lands('shown.idle', { type: 'xstate.error.actor.unfollow', error: networkError() }, says(true, count(s) + 1, UNFOLLOW_FAILED)),
      lands('notFound', { type: 'xstate.error.actor.unfollow', error: httpError(404, { message: 'Not found' }) }),
      lands('shown.idle', { type: 'xstate.error.actor.unfollow', error: httpError(422, { message: REFUSED }) }, says(true, count(s) + 1, REFUSED)),
    ];
  }
  return [];
}

export const model = { machine, events, input, inputs };

export const equivalentMutants: Record<string, string> = {
  'context error starts at 0 instead of null':
    'loading shows a spinner and notFound a page, neither with it; loadFailed is entered through showFailure and shown through keepProfile, which set it',
};
