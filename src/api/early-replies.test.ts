// The session's check takes the reply boot asked for early, only with the same token, and asks the
// server itself when that reply failed or was asked with another token.
import { afterEach, describe, expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => vi.fn(async () => 'asked by the check'));
vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  apiCall: asked,
  requestHeaders: () => ({ authorization: 'Bearer stored-token' }),
}));

const { askEarly } = await import('./early-replies');
const askSelfEarly = (token: string, locale: string) => void askEarly('/users/self', token, locale);
const { fetchSelf } = await import('./auth');

const user = { id: 7, sellerId: 3, fullName: 'Demo Seller', userName: 'demo', email: 'demo@souqdesk.test', image: null, roles: ['company'], company: { id: 3, name: 'Demo Co', slug: 'demo-co' } };
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  asked.mockClear();
});

describe('the early session check', () => {
  it('is taken by the check once, with the stored token and language, and parsed', async () => {
    const fetch = answer(200, user);
    vi.stubGlobal('fetch', fetch);
    askSelfEarly('stored-token', 'ar');
    expect(fetch).toHaveBeenCalledWith('/api/users/self', { headers: { accept: 'application/json', 'accept-language': 'ar', authorization: 'Bearer stored-token' } });
    await expect(fetchSelf()).resolves.toEqual(user);
    expect(asked).not.toHaveBeenCalled();
    // Taken: a second check asks the server.
    await expect(fetchSelf()).resolves.toBe('asked by the check');
  });

  it('leaves a refused token to the check, which asks and reads the refusal itself', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated.' }));
    askSelfEarly('stored-token', 'en');
    await expect(fetchSelf()).resolves.toBe('asked by the check');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a check made with another token', async () => {
    vi.stubGlobal('fetch', answer(200, user));
    askSelfEarly('an-older-token', 'en');
    await expect(fetchSelf()).resolves.toBe('asked by the check');
  });

  it('falls back to asking when the reply is not an account', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 'not a number' }));
    askSelfEarly('stored-token', 'en');
    await expect(fetchSelf()).resolves.toBe('asked by the check');
  });
});
