import { describe, expect, it } from 'vitest';
import { frameCookie, frameFile, frameRoleFromCookie } from './signed-in-frame';

describe('the signed-in frame cookie', () => {
  it('reads the stored session\'s role from the cookie header, and nothing that is not a role', () => {
    expect(frameRoleFromCookie(undefined)).toBeNull();
    expect(frameRoleFromCookie('souqdesk.frame=company')).toBe('company');
    expect(frameRoleFromCookie('a=1; souqdesk.frame=admin; b=2')).toBe('admin');
    expect(frameRoleFromCookie('souqdesk.frame=user')).toBe('user');
    expect(frameRoleFromCookie('souqdesk.frame=')).toBeNull();
    expect(frameRoleFromCookie('souqdesk.frame=root')).toBeNull();
    expect(frameRoleFromCookie('souqdesk.frame=../../etc')).toBeNull();
    expect(frameRoleFromCookie('xsouqdesk.frame=company')).toBeNull();
    expect(frameRoleFromCookie('souqdeskXframe=company')).toBeNull();
  });

  it('records a role for a year and forgets it at once, Secure over HTTPS', () => {
    expect(frameCookie('employee', false)).toBe('souqdesk.frame=employee; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(frameCookie(null, true)).toBe('souqdesk.frame=; Path=/; SameSite=Lax; Secure; Max-Age=0');
  });

  it('names one file per screen and language', () => {
    expect(frameFile('products', 'ar')).toBe('frame.products.ar.html');
  });
});
