import { describe, expect, it, vi } from 'vitest';
import { preloadScreenIntent, registerScreenPreload } from './screen-intent';

describe('preloadScreenIntent (a drawer item hovered or focused)', () => {
  it('starts the screen and its namespaces once per path', () => {
    const preload = vi.fn((path: string) => (path === '/products' ? ['products', 'products-list'] : []));
    const loadNamespaces = vi.fn();
    registerScreenPreload(preload);
    preloadScreenIntent('/products', loadNamespaces);
    preloadScreenIntent('/products', loadNamespaces);
    preloadScreenIntent('/chats', loadNamespaces);
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/products', '/chats']);
    expect(loadNamespaces).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['products', 'products-list']);
  });
});
