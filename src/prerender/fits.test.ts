import { describe, expect, it } from 'vitest';
import { fitsPrerenderedLogin, fitsSignedInFrame } from './fits';

const now = 1_800_000_000_000;
const clean = { auth: null, lock: { failures: 0, lockedUntil: null }, now };
const login = { pathname: '/login', search: '' };

describe('fitsPrerenderedLogin: hydrate only what the first render will repeat', () => {
  it('hydrates a bare /login in the language it was prerendered in, for nobody signed in', () => {
    expect(fitsPrerenderedLogin('en', 'en', login, clean)).toBe(true);
    expect(fitsPrerenderedLogin('ar', 'ar', login, { ...clean, lock: { failures: 3, lockedUntil: now - 1 } })).toBe(true);
  });

  it('renders afresh for another language, another address, a query, a stored session or a running lock', () => {
    expect(fitsPrerenderedLogin(undefined, 'en', login, clean)).toBe(false);
    expect(fitsPrerenderedLogin('en', 'ar', login, clean)).toBe(false);
    expect(fitsPrerenderedLogin('en', 'en', { pathname: '/', search: '' }, clean)).toBe(false);
    expect(fitsPrerenderedLogin('en', 'en', { pathname: '/login', search: '?session_expired=true' }, clean)).toBe(false);
    const auth = { token: 't', user: {} } as never;
    expect(fitsPrerenderedLogin('en', 'en', login, { ...clean, auth })).toBe(false);
    expect(fitsPrerenderedLogin('en', 'en', login, { ...clean, lock: { failures: 5, lockedUntil: now + 1000 } })).toBe(false);
  });
});

describe('fitsSignedInFrame: keep the frame only for the screen the app will open', () => {
  const auth = { token: 't', user: {} } as never;

  it('keeps a frame in the app\'s language while a session is stored', () => {
    expect(fitsSignedInFrame('ar', 'ar', { ...clean, auth })).toBe(true);
  });

  it('drops it for no frame, another language or no stored session (a stale cookie)', () => {
    expect(fitsSignedInFrame(undefined, 'en', { ...clean, auth })).toBe(false);
    expect(fitsSignedInFrame('en', 'ar', { ...clean, auth })).toBe(false);
    expect(fitsSignedInFrame('en', 'en', clean)).toBe(false);
  });
});
