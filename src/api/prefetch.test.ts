import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetched, earlyOr, keepPrefetchesPerLanguage, prefetchOnce, PREFETCH_TTL_MS } from './prefetch';

afterEach(() => {
  dropPrefetched();
  keepPrefetchesPerLanguage(() => '');
  vi.useRealTimers();
});

describe('prefetched replies', () => {
  it('the first call takes the prefetched reply instead of asking; the second asks', async () => {
    const early = vi.fn(async () => 'early');
    const load = vi.fn(async () => 'own');
    prefetchOnce('k', early);
    prefetchOnce('k', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(earlyOr('k', load)).resolves.toBe('early');
    expect(load).not.toHaveBeenCalled();
    await expect(earlyOr('k', load)).resolves.toBe('own');
  });

  it('a reply older than the TTL is not used', async () => {
    vi.useFakeTimers();
    prefetchOnce('k', async () => 'early');
    vi.advanceTimersByTime(PREFETCH_TTL_MS);
    await expect(earlyOr('k', async () => 'own')).resolves.toBe('own');
  });

  it('a write drops every kept reply', async () => {
    prefetchOnce('a', async () => 'early');
    prefetchOnce('b', async () => 'early');
    dropPrefetched();
    await expect(earlyOr('a', async () => 'own')).resolves.toBe('own');
    await expect(earlyOr('b', async () => 'own')).resolves.toBe('own');
  });

  it('a failed prefetch leaves the call to ask itself', async () => {
    prefetchOnce('k', async () => { throw new Error('offline'); });
    await expect(earlyOr('k', async () => 'own')).resolves.toBe('own');
  });

  it('another key is not taken', async () => {
    prefetchOnce('products?perPage=20', async () => 'early');
    await expect(earlyOr('products?perPage=50', async () => 'own')).resolves.toBe('own');
  });

  it('a reply asked in one language is not taken after a switch to the other (its names are localized), and is again after switching back', async () => {
    let language = 'en';
    keepPrefetchesPerLanguage(() => language);
    prefetchOnce('requests?perPage=20', async () => 'in English');
    language = 'ar';
    await expect(earlyOr('requests?perPage=20', async () => 'in Arabic')).resolves.toBe('in Arabic');
    prefetchOnce('requests?perPage=20', async () => 'prefetched in Arabic');
    await expect(earlyOr('requests?perPage=20', async () => 'own')).resolves.toBe('prefetched in Arabic');
    language = 'en';
    await expect(earlyOr('requests?perPage=20', async () => 'own')).resolves.toBe('in English');
  });
});
