// @vitest-environment jsdom
// Boot asks a product's page its product beside the session's check, and starts the download of the
// product's first photo as soon as the reply names it; the page's own call takes that reply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../machines/product-details/product-details.fixtures';

const asked = vi.hoisted(() => vi.fn(async () => 'asked by the page'));
vi.mock('../api/client', async (original) => ({
  ...(await original<typeof import('../api/client')>()),
  apiCall: asked,
  requestHeaders: () => ({ authorization: 'Bearer stored-token' }),
}));

const { askFirstDataEarly } = await import('./early-first-data');
const { fetchProduct } = await import('../api/products');
const { takeEarly } = await import('../api/early-replies');

const answering = (bodies: Record<string, unknown>) => vi.fn(async (url: string) => {
  const body = bodies[url];
  return new Response(JSON.stringify(body ?? { message: 'Not found.' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
});
const photoPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.unstubAllGlobals();
  asked.mockClear();
  document.head.replaceChildren();
  takeEarly('/users/self', 'Bearer stored-token');
});

describe('askFirstDataEarly', () => {
  it('on a product\'s page asks for the product and preloads its first photo; the page takes the reply, once', async () => {
    const fetch = answering({ '/api/products/blue%20chair': sampleProduct });
    vi.stubGlobal('fetch', fetch);
    askFirstDataEarly('/products/blue%20chair', 'stored-token', 'ar');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/self', '/api/products/blue%20chair']);
    await vi.waitFor(() => expect(photoPreloads()).toEqual([sampleProduct.images[0].url]));
    await expect(fetchProduct('blue chair')).resolves.toEqual(sampleProduct);
    expect(asked).not.toHaveBeenCalled();
    await expect(fetchProduct('blue chair')).resolves.toBe('asked by the page');
  });

  it('elsewhere asks for the session\'s check only', () => {
    const fetch = answering({});
    vi.stubGlobal('fetch', fetch);
    askFirstDataEarly('/products', 'stored-token', 'en');
    askFirstDataEarly('/products/a/b', 'stored-token', 'en');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/self', '/api/users/self']);
  });

  it('leaves a missing product, a reply that is not a product and a malformed address to the page', async () => {
    vi.stubGlobal('fetch', answering({ '/api/products/odd': { images: 'none' } }));
    askFirstDataEarly('/products/gone', 'stored-token', 'en');
    askFirstDataEarly('/products/odd', 'stored-token', 'en');
    expect(() => askFirstDataEarly('/products/%E0%A4%A', 'stored-token', 'en')).not.toThrow();
    // Both replies in (the page's calls take them), and still no photo to preload.
    await Promise.all([takeEarly('/products/gone', 'Bearer x'), takeEarly('/products/odd', 'Bearer x')].map((p) => p?.catch(() => {})));
    await expect(fetchProduct('gone')).resolves.toBe('asked by the page');
    await expect(fetchProduct('odd')).resolves.toBe('asked by the page');
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
