// Boot preloads the first screen and its namespaces for an address with a parameter as it does for
// an exact path: /chats/messages/42, /check-out and /products/{slug}.
import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
vi.mock('./routes', async (original) => {
  const routes = await original<typeof import('./routes')>();
  // Record the address's loader instead of downloading the screen in a unit test.
  return { ...routes, preloadScreen: (path: string) => { if (routes.screenLoader(path)) started.push(path); } };
});
const shellAsked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./shell/load-app-shell', () => ({ loadAppShell: () => { shellAsked.count += 1; return Promise.resolve(); } }));

const { preloadFirstScreen } = await import('./first-screen');
const { routeNamespaces, screenLoader } = await import('./routes');

describe('preloadFirstScreen', () => {
  it.each([
    ['/chats/messages/42', '/chats', 'chats'],
    ['/check-out', '/payment-success', 'payment'],
    ['/products/red-sedan-1', null, 'product-page'],
  ])('%s starts its screen and asks for its namespaces', (path, sameAs, namespace) => {
    started.length = 0;
    const namespaces = preloadFirstScreen(path, '', true);
    expect(started).toEqual([path]);
    expect(namespaces).toContain(namespace);
    expect(namespaces).toEqual(expect.arrayContaining([...routeNamespaces(path)]));
    if (sameAs) expect(screenLoader(path)).toBe(screenLoader(sameAs));
  });

  it('starts nothing for an address no route takes', () => {
    started.length = 0;
    preloadFirstScreen('/no/such/place', '', true);
    expect(started).toEqual([]);
    expect(routeNamespaces('/no/such/place')).toEqual([]);
  });

  it('asks for the screen in the calling task and the shell in a task after it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20)); // The tests above' later steps.
    started.length = 0;
    shellAsked.count = 0;
    preloadFirstScreen('/products', '', true);
    expect(started).toEqual(['/products']);
    expect(shellAsked.count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shellAsked.count).toBe(1);
  });
});
