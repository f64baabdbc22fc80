import { describe, expect, it } from 'vitest';
import { localeFromCookie, prerenderedLoginFile } from './prerendered-login';

describe('the prerendered /login', () => {
  it('reads the language from the cookie header, English unless it says Arabic', () => {
    expect(localeFromCookie(undefined)).toBe('en');
    expect(localeFromCookie('souqdesk.locale=ar')).toBe('ar');
    expect(localeFromCookie('a=1; souqdesk.locale=ar; b=2')).toBe('ar');
    expect(localeFromCookie('souqdesk.locale=en')).toBe('en');
    expect(localeFromCookie('souqdesk.locale=arabic')).toBe('en');
    expect(localeFromCookie('xsouqdesk.locale=ar')).toBe('en');
    expect(localeFromCookie('souqdeskXlocale=ar')).toBe('en');
  });

  it('names one file per language', () => {
    expect(prerenderedLoginFile('ar')).toBe('login.ar.html');
  });
});
