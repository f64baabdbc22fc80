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

describe('GET /memberships/self on arriving at the services screen', () => {
  it('the screen asks and its card takes the same reply; a third call asks again', async () => {
    const screen = await fetchMembershipSelf();
    const card = await fetchMembershipSelf();
    expect(card).toBe(screen);
    expect(asked.count).toBe(1);
    await fetchMembershipSelf();
    expect(asked.count).toBe(2);
  });

  it('after a hovered drawer item, the screen and its card both take the prefetched reply', async () => {
    prefetchMembershipSelf();
    const screen = await fetchMembershipSelf();
    const card = await fetchMembershipSelf();
    expect(card).toBe(screen);
    expect(asked.count).toBe(1);
  });

  it('a write in between makes the card ask again', async () => {
    await fetchMembershipSelf();
    dropPrefetched();
    await fetchMembershipSelf();
    expect(asked.count).toBe(2);
  });
});
