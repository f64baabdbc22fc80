// The followers and following dialogs' model for checkModel and `npm run paths -- followers`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Follower } from '../../api/schemas/account';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { COUNTS_FAILED, LIST_FAILED, UNFOLLOW_FAILED, followersMachine } from './followers.machine';

export const machine = followersMachine;
export const input = { userId: 5 };
type Snap = SnapshotFrom<typeof followersMachine>;

const sara: Follower = { id: 2, fullName: 'Sara Al-Ahmad', username: 'sara', avatar: null };
const rival: Follower = { id: 9, fullName: 'Rival Market', username: 'rival', avatar: '/uploads/avatars/9.webp' };
export const counts = { followers: 3, following: 2, likes: 4 };

/** Either dialog opens from the bar, its counts there or not. */
const openings = () => [
  lands('dialog.listLoading', { type: 'FOLLOWERS_OPENED' }, holds({ side: 'followers', people: [], error: null })),
  lands('dialog.listLoading', { type: 'FOLLOWING_OPENED' }, holds({ side: 'following', people: [], error: null })),
];

/** Opened on either side, loaded or not: where each event takes the machine. */
export function events(s: Snap): EventObject[] {
  if (s.matches('countsLoading')) {
    return [
      ...openings(),
      lands('closed', { type: 'xstate.done.actor.loadCounts', output: counts }, holds({ counts, error: null })),
      lands('countsFailed', { type: 'xstate.error.actor.loadCounts', error: networkError() }, holds({ error: COUNTS_FAILED })),
    ];
  }
  if (s.matches('countsFailed')) return [...openings(), lands('countsLoading', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches('closed')) return openings();
  if (s.matches({ dialog: 'listLoading' })) {
    return [
      lands('dialog.listed', { type: 'xstate.done.actor.loadPeople', output: [rival, sara] }, holds({ people: [rival, sara], error: null })),
      lands('dialog.listFailed', { type: 'xstate.error.actor.loadPeople', error: httpError(500, { message: 'Server error' }) }, holds({ error: 'errors.server' })),
      lands('dialog.listFailed', { type: 'xstate.error.actor.loadPeople', error: httpError(422, {}) }, holds({ error: LIST_FAILED })),
      lands('countsLoading', { type: 'DIALOG_CLOSED' }),
    ];
  }
  if (s.matches({ dialog: 'listFailed' })) {
    return [
      lands('dialog.listLoading', { type: 'RETRY_CLICKED' }, holds({ error: null })),
      lands('countsLoading', { type: 'DIALOG_CLOSED' }, holds({ error: null })),
    ];
  }
  if (s.matches({ dialog: 'listed' })) {
    const person = s.context.people[0];
    return [
      ...(person ? [s.context.side === 'following'
        ? lands('dialog.unfollowing', { type: 'UNFOLLOW_CLICKED', person }, holds({ unfollowing: person, error: null }))
        : stays(s, { type: 'UNFOLLOW_CLICKED', person }, holds({ unfollowing: null }))] : []),
      lands('countsLoading', { type: 'DIALOG_CLOSED' }, holds({ error: null })),
    ];
  }
  if (s.matches({ dialog: 'unfollowing' })) {
    const gone = s.context.unfollowing!;
    const counted = s.context.counts;
    return [
      lands('dialog.listed', { type: 'xstate.done.actor.unfollow', output: { isFollowing: false, followersCount: 0 } }, (after: Snap) => {
        if (after.context.people.some((p) => p.id === gone.id)) throw new Error('the unfollowed user must leave the list');
        // The count drops by one; counts not come yet stay to come.
        if ((after.context.counts?.following ?? null) !== (counted ? Math.max(0, counted.following - 1) : null)) throw new Error('the following count must drop by one');
        if (after.context.unfollowing !== null) throw new Error('nobody is being unfollowed any more');
      }),
      lands('dialog.listed', { type: 'xstate.error.actor.unfollow', error: networkError() }, (after: Snap, before: Snap) => {
        if (after.context.people !== before.context.people) throw new Error('a failed unfollow keeps the list');
        if (after.context.error !== UNFOLLOW_FAILED || after.context.unfollowing !== null) throw new Error('a failed unfollow says so');
      }),
    ];
  }
  return [];
}

export const model = { machine, events, input };

export const equivalentMutants: Record<string, string> = {
  'context counts starts at 0 instead of null':
    'the bar reads counts?.followers (undefined for 0 as for null) and dropUnfollowed keeps a falsy counts as it is; keepCounts replaces it',
  'context side starts at "" instead of "followers"':
    'read only inside the dialog (its title, isFollowingSide), which is entered only through chooseFollowers or chooseFollowing, which set it',
  'context error starts at 0 instead of null':
    'the bar shows it only in countsFailed (entered through showFailure, which sets it); the dialog is entered only through chooseFollowers or chooseFollowing, which clear it',
};
