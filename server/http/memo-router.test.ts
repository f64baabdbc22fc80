import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router';

const ROUTES: [string, string, string][] = [
  ['ALL', '/api/*', 'every api call'],
  ['GET', '/api/users/self', 'self'],
  ['GET', '/api/users/notifications', 'list'],
  ['PUT', '/api/users/notifications/all', 'all read'],
  ['PUT', '/api/users/notifications/:id', 'one read'],
  ['GET', '/*', 'client'],
];

describe('MemoRouter', () => {
  it('matches as the trie router does, the first time and again', () => {
    const memo = new MemoRouter<string>();
    const trie = new TrieRouter<string>();
    for (const [method, path, name] of ROUTES) {
      memo.add(method, path, name);
      trie.add(method, path, name);
    }
    const asked: [string, string][] = [
      ['GET', '/api/users/self'], ['PUT', '/api/users/notifications/all'], ['PUT', '/api/users/notifications/7'],
      ['PUT', '/api/users/notifications/8'], ['GET', '/products'], ['POST', '/api/nothing'],
    ];
    for (const [method, path] of [...asked, ...asked]) expect(memo.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
    // Each path keeps its own parameters.
    expect(memo.match('PUT', '/api/users/notifications/8')[0].find(([name]) => name === 'one read')?.[1]).toEqual({ id: '8' });
  });

  it('forgets its matches when a route is added', () => {
    const memo = new MemoRouter<string>();
    memo.add('GET', '/*', 'client');
    expect(memo.match('GET', '/late')[0].map(([name]) => name)).toEqual(['client']);
    memo.add('GET', '/late', 'late');
    expect(memo.match('GET', '/late')[0].map(([name]) => name)).toEqual(['client', 'late']);
  });
});
