import { describe, expect, it } from 'vitest';
import { allowedOriginsOf, loadConfig } from '../config';
import { requestOrigin, returnBaseUrl } from './return-url';

const headers = (h: Record<string, string>) => new Headers(h);

describe("the provider's return address", () => {
  it('allows PUBLIC_URL, the loopback names of a loopback one, and ALLOWED_ORIGINS', () => {
    expect(allowedOriginsOf('http://localhost:3000', undefined)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(allowedOriginsOf('https://souq.example/app', ' https://www.souq.example , ftp://x, not a url')).toEqual(['https://souq.example', 'https://www.souq.example']);
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toContain('http://127.0.0.1:4000');
  });

  it('follows the origin the seller opened the app at when it is allowed (127.0.0.1 vs localhost)', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(returnBaseUrl(config, headers({ origin: 'http://127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(returnBaseUrl(config, headers({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(returnBaseUrl(config, headers({ origin: 'http://localhost:3000' }))).toBe('http://localhost:3000');
  });

  it('falls back to PUBLIC_URL for any other origin, or none (no return to a foreign site)', () => {
    const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'https://souq.example/app/', ALLOWED_ORIGINS: 'https://www.souq.example' });
    expect(returnBaseUrl(config, headers({ origin: 'https://evil.test' }))).toBe('https://souq.example/app');
    expect(returnBaseUrl(config, headers({ origin: 'null', host: 'evil.test' }))).toBe('https://souq.example/app');
    expect(returnBaseUrl(config, headers({}))).toBe('https://souq.example/app');
    expect(returnBaseUrl(config, headers({ origin: 'https://souq.example' }))).toBe('https://souq.example/app');
    expect(returnBaseUrl(config, headers({ origin: 'https://www.souq.example' }))).toBe('https://www.souq.example');
    // A loopback alias is allowed only beside a loopback PUBLIC_URL.
    expect(returnBaseUrl(config, headers({ origin: 'http://127.0.0.1:3000' }))).toBe('https://souq.example/app');
  });

  it('reads the forwarded host and scheme only behind a trusted proxy', () => {
    const forwarded = headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'www.souq.example', 'x-forwarded-proto': 'https' });
    expect(requestOrigin(forwarded, 1)).toBe('https://www.souq.example');
    expect(requestOrigin(forwarded, 0)).toBe('http://10.0.0.5:3000');
  });
});
