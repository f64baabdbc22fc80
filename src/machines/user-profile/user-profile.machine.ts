// Part 1 §2 route /user/{id}: another user's page (part 2 §3 User) — name, picture, followers count,
// likes, the company's active products — with follow and unfollow (a follow notifies them, type 4).
// The button answers at once (optimistic); the server's count replaces the guess, and a refusal puts
// the page back as it was and says so. An id that is not a number, or a user who is not there (removed,
// deactivated), is a not-found page.
import { assign, fromPromise, setup } from 'xstate';
import { accountFailure, fetchProfile, followUser, unfollowUser } from '../../api/account';
import { failureOf } from '../../api/client';
import type { FollowReply, PublicProfile } from '../../api/schemas/account';

export type UserProfileContext = {
  /** The route's id, checked: null when it is not a user id at all. */
  id: number | null;
  profile: PublicProfile | null;
  /** An i18n key (`ns.key`) or the server's text: why the page or the last follow change failed. */
  error: string | null;
};

export type UserProfileEvent = { type: 'RETRY_CLICKED' } | { type: 'FOLLOW_CLICKED' } | { type: 'UNFOLLOW_CLICKED' };

export const PROFILE_FAILED = 'user.load-failed';
export const FOLLOW_FAILED = 'user.follow-failed';
export const UNFOLLOW_FAILED = 'user.unfollow-failed';

/** A route id the server could hold: digits only, a positive 32-bit integer. */
export function userIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

const withFollow = (profile: PublicProfile, isFollowing: boolean, followersCount: number): PublicProfile => ({ ...profile, isFollowing, followersCount });

export const userProfileMachine = setup({
  types: {
    context: {} as UserProfileContext,
    events: {} as UserProfileEvent,
    input: {} as { id: string },
  },
  actors: {
    loadProfile: fromPromise<PublicProfile, { id: number }>(({ input, signal }) => fetchProfile(input.id, signal)),
    follow: fromPromise<FollowReply, { id: number }>(({ input, signal }) => followUser(input.id, signal)),
    unfollow: fromPromise<FollowReply, { id: number }>(({ input, signal }) => unfollowUser(input.id, signal)),
  },
  guards: {
    isIdMalformed: ({ context }) => context.id === null,
    isUserMissing: (_, params: { error: unknown }) => {
      const { status } = failureOf(params.error);
      return status === 404 || status === 422;
    },
    isUserGone: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
    canFollow: ({ context }) => context.profile !== null && !context.profile.isSelf && !context.profile.isFollowing,
    canUnfollow: ({ context }) => context.profile !== null && !context.profile.isSelf && context.profile.isFollowing,
  },
  actions: {
    keepProfile: assign((_, profile: PublicProfile) => ({ profile, error: null })),
    showFailure: assign((_, params: { error: unknown; fallback: string }) => ({ error: accountFailure(params.error, params.fallback).message })),
    clearFailure: assign({ error: null }),
    showFollowing: assign(({ context }) => ({ profile: withFollow(context.profile!, true, context.profile!.followersCount + 1), error: null })),
    showNotFollowing: assign(({ context }) => ({ profile: withFollow(context.profile!, false, Math.max(0, context.profile!.followersCount - 1)), error: null })),
    keepServerCount: assign(({ context }, reply: FollowReply) => ({ profile: withFollow(context.profile!, reply.isFollowing, reply.followersCount) })),
  },
}).createMachine({
  id: 'userProfile',
  context: ({ input }) => ({ id: userIdOf(input.id), profile: null, error: null }),
  initial: 'loading',
  states: {
    // A malformed id never reaches the server.
    loading: {
      always: { guard: 'isIdMalformed', target: 'notFound' },
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'shown', actions: { type: 'keepProfile', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isUserMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: PROFILE_FAILED }) } },
        ],
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    notFound: {},
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            FOLLOW_CLICKED: { guard: 'canFollow', target: 'following', actions: 'showFollowing' },
            UNFOLLOW_CLICKED: { guard: 'canUnfollow', target: 'unfollowing', actions: 'showNotFollowing' },
          },
        },
        following: {
          invoke: {
            id: 'follow',
            src: 'follow',
            input: ({ context }) => ({ id: context.id! }),
            onDone: { target: 'idle', actions: { type: 'keepServerCount', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isUserGone', params: ({ event }) => ({ error: event.error }) }, target: '#userProfile.notFound' },
              { target: 'idle', actions: ['showNotFollowing', { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: FOLLOW_FAILED }) }] },
            ],
          },
        },
        unfollowing: {
          invoke: {
            id: 'unfollow',
            src: 'unfollow',
            input: ({ context }) => ({ id: context.id! }),
            onDone: { target: 'idle', actions: { type: 'keepServerCount', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isUserGone', params: ({ event }) => ({ error: event.error }) }, target: '#userProfile.notFound' },
              { target: 'idle', actions: ['showFollowing', { type: 'showFailure', params: ({ event }) => ({ error: event.error, fallback: UNFOLLOW_FAILED }) }] },
            ],
          },
        },
      },
    },
  },
});
