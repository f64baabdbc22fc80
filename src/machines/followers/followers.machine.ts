// Part 2 §2 followers and following dialogs on the account screen: the counts (§3 User followersCount,
// and whom the user follows), a dialog listing either side (§3 Follower), unfollowing from the
// following dialog with the list and the count updated, and every failure with a retry. The server
// lists the newest 200 of a side in one reply (FOLLOW_LIST_MAX): nothing to page.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { accountFailure, fetchFollows, fetchProfile, unfollowUser } from '../../api/account';
import type { Follower, FollowReply } from '../../api/schemas/account';

export type FollowSide = 'followers' | 'following';
export type FollowCounts = { followers: number; following: number; likes: number };

export type FollowersContext = {
  userId: number;
  counts: FollowCounts | null;
  side: FollowSide;
  people: Follower[];
  /** Who is being unfollowed (the following dialog), while the call runs. */
  unfollowing: Follower | null;
  /** An i18n key (`ns.key`) or the server's text. */
  error: string | null;
};

export type FollowersEvent =
  | { type: 'FOLLOWERS_OPENED' }
  | { type: 'FOLLOWING_OPENED' }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'UNFOLLOW_CLICKED'; person: Follower };

export const COUNTS_FAILED = 'user.counts-failed';
export const LIST_FAILED = 'user.list-failed';
export const UNFOLLOW_FAILED = 'user.unfollow-failed';

/** Either dialog opens from the bar whether or not its counts have come (or come again) yet. */
const OPENING = {
  FOLLOWERS_OPENED: { target: '#followers.dialog', actions: 'chooseFollowers' },
  FOLLOWING_OPENED: { target: '#followers.dialog', actions: 'chooseFollowing' },
} as const;

export const followersMachine = setup({
  types: {
    context: {} as FollowersContext,
    events: {} as FollowersEvent,
    input: {} as { userId: number },
  },
  actors: {
    loadCounts: fromPromise<FollowCounts, { userId: number }>(async ({ input, signal }) => {
      const profile = await fetchProfile(input.userId, signal);
      return { followers: profile.followersCount, following: profile.followingCount, likes: profile.likes };
    }),
    loadPeople: fromPromise<Follower[], { userId: number; side: FollowSide }>(async ({ input, signal }) => (await fetchFollows(input.userId, input.side, signal)).data),
    unfollow: fromPromise<FollowReply, { id: number }>(({ input, signal }) => unfollowUser(input.id, signal)),
  },
  guards: {
    isFollowingSide: ({ context }) => context.side === 'following',
  },
  actions: {
    keepCounts: assign((_, counts: FollowCounts) => ({ counts, error: null })),
    chooseFollowers: assign({ side: 'followers' as FollowSide, people: [], error: null }),
    chooseFollowing: assign({ side: 'following' as FollowSide, people: [], error: null }),
    keepPeople: assign((_, people: Follower[]) => ({ people, error: null })),
    markUnfollowing: assign(({ event }) => {
      assertEvent(event, 'UNFOLLOW_CLICKED');
      return { unfollowing: event.person, error: null };
    }),
    dropUnfollowed: assign(({ context }) => ({
      people: context.people.filter((person) => person.id !== context.unfollowing?.id),
      counts: context.counts && { ...context.counts, following: Math.max(0, context.counts.following - 1) },
      unfollowing: null,
    })),
    forgetUnfollowing: assign({ unfollowing: null }),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; fallback: string }) => ({ error: accountFailure(params.error, params.fallback).message })),
  },
}).createMachine({
  id: 'followers',
  context: ({ input }) => ({ userId: input.userId, counts: null, side: 'followers', people: [], unfollowing: null, error: null }),
  initial: 'countsLoading',
  states: {
    // Also after a dialog closes: the counts are read again (the view keeps showing the last ones).
    countsLoading: {
      on: OPENING,
      invoke: {
        id: 'loadCounts',
        src: 'loadCounts',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'closed', actions: { type: 'keepCounts', params: ({ event }) => event.output } },
        onError: { target: 'countsFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: COUNTS_FAILED }) } },
      },
    },
    countsFailed: { on: { ...OPENING, RETRY_CLICKED: { target: 'countsLoading', actions: 'clearFailure' } } },
    closed: { on: OPENING },
    dialog: {
      initial: 'listLoading',
      states: {
        listLoading: {
          invoke: {
            id: 'loadPeople',
            src: 'loadPeople',
            input: ({ context }) => ({ userId: context.userId, side: context.side }),
            onDone: { target: 'listed', actions: { type: 'keepPeople', params: ({ event }) => event.output } },
            onError: { target: 'listFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: LIST_FAILED }) } },
          },
          on: { DIALOG_CLOSED: '#followers.countsLoading' },
        },
        listFailed: {
          on: {
            RETRY_CLICKED: { target: 'listLoading', actions: 'clearFailure' },
            DIALOG_CLOSED: { target: '#followers.countsLoading', actions: 'clearFailure' },
          },
        },
        listed: {
          on: {
            UNFOLLOW_CLICKED: { guard: 'isFollowingSide', target: 'unfollowing', actions: 'markUnfollowing' },
            DIALOG_CLOSED: { target: '#followers.countsLoading', actions: 'clearFailure' },
          },
        },
        // The dialog stays open until the server answers (closing would abort the call).
        unfollowing: {
          invoke: {
            id: 'unfollow',
            src: 'unfollow',
            input: ({ context }) => ({ id: context.unfollowing!.id }),
            onDone: { target: 'listed', actions: 'dropUnfollowed' },
            onError: { target: 'listed', actions: ['forgetUnfollowing', { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: UNFOLLOW_FAILED }) }] },
          },
        },
      },
    },
  },
});
