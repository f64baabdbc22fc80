import { describe, expect, it } from 'vitest';
import { firstMatch, matchesPattern } from './route-match';

describe('matchesPattern', () => {
  it('takes exact paths as they are', () => {
    expect(matchesPattern('/products', '/products')).toBe(true);
    expect(matchesPattern('/products', '/products/')).toBe(true);
    expect(matchesPattern('/products', '/product')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('lets a :param segment take one non-empty segment', () => {
    expect(matchesPattern('/chats/messages/:userId', '/chats/messages/42')).toBe(true);
    expect(matchesPattern('/products/:slug', '/products/red-car-1')).toBe(true);
    expect(matchesPattern('/products/:slug', '/products/')).toBe(false);
    expect(matchesPattern('/products/:slug', '/products/a/b')).toBe(false);
  });

  it('picks the first route that fits', () => {
    const routes = [{ path: '/products' }, { path: '/products/:slug' }];
    expect(firstMatch(routes, '/products/x')).toBe(routes[1]);
    expect(firstMatch(routes, '/nowhere')).toBeUndefined();
  });
});
