import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMembershipSelf, prefetchMembershipSelf } from './memberships';
import { dropPrefetched } from './prefetch';

const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  apiCall: vi.fn(async (path: string) => ({ path, n: ++asked.count })),
}));

afterEach(() => {
  dropPrefetched();
  asked.count = 0;
});

// The services screen's flow asks once and hands its reply to the membership card
// (machines/membership-card): no reply is kept here for a second caller.
describe('GET /memberships/self', () => {
  it('each call asks the server: a reply is not kept for the next caller', async () => {
    const first = await fetchMembershipSelf();
    const second = await fetchMembershipSelf();
    expect(second).not.toBe(first);
    expect(asked.count).toBe(2);
  });

  it('after a hovered drawer item, the first call takes the prefetched reply and the next one asks', async () => {
    prefetchMembershipSelf();
    expect(asked.count).toBe(1);
    await fetchMembershipSelf();
    expect(asked.count).toBe(1);
    await fetchMembershipSelf();
    expect(asked.count).toBe(2);
  });

  it('a write between the hover and the arrival makes the screen ask again', async () => {
    prefetchMembershipSelf();
    dropPrefetched();
    await fetchMembershipSelf();
    expect(asked.count).toBe(2);
  });
});
