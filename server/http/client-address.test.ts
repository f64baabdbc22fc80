import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/domain/limits';
import { call, forEachDatabase } from '../test/harness';
import { forwardedClient } from './client-address';

describe('forwardedClient', () => {
  it('takes the entry the nearest of N trusted proxies wrote (right-most after N-1), never what the client wrote before them', () => {
    // The client sent "6.6.6.6"; one proxy appended the address it saw.
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9');
    // Two proxies: the outer one wrote the client, the inner one wrote the outer proxy.
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClient(' 6.6.6.6 ,203.0.113.9 , 10.0.0.2 ', 2)).toBe('203.0.113.9');
    // Fewer entries than proxies, empty entries, no header, no proxy trusted: nothing to believe.
    expect(forwardedClient('203.0.113.9', 2)).toBeUndefined();
    expect(forwardedClient('6.6.6.6, ', 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient('203.0.113.9', 0)).toBeUndefined();
  });
});

forEachDatabase('client address behind one trusted proxy (TRUST_PROXY=1)', (ctx) => {
  it('40 wrong passwords for one account, each with a new left-most X-Forwarded-For entry, run into 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // The attacker writes a new first entry each time; the proxy appends the address it really saw.
      const res = await call(ctx().app, 'POST', '/api/auth/login', { login: 'omar', password: 'Wrong@12345' }, { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.77` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect(statuses.slice(LOGIN_MAX_FAILURES)).toEqual(Array(40 - LOGIN_MAX_FAILURES).fill(429));
  });
});
