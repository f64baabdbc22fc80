import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-rules';
import { loginWithReturn, returnPathOf, safeReturnPath } from '../../domain/return-path';

describe('the return path after sign-in', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/services?tab=1')).toBe('/services?tab=1');
    expect(safeReturnPath('/payment-success?paymentId=0701&Id=9')).toBe('/payment-success?paymentId=0701&Id=9');
    expect(safeReturnPath('/chats#m-5')).toBe('/chats#m-5');
  });

  it('refuses other origins and what a browser reads as one (no open redirect)', () => {
    for (const raw of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', '\\\\evil.test', 'javascript:alert(1)', 'evil.test', '/%0a/evil', ' /services', '/\t/evil.test', '', null, undefined]) {
      const kept = safeReturnPath(raw);
      if (raw === '/%0a/evil') expect(kept).toBe('/%0a/evil');
      else expect(kept, String(raw)).toBeNull();
    }
  });

  it('never returns to a sign-in screen', () => {
    expect(safeReturnPath('/login?next=%2Fservices')).toBeNull();
    expect(safeReturnPath('/reset-password?email=a%40b.test')).toBeNull();
  });

  it('sends a signed-out deep link to /login carrying it, and the sign-in back there', () => {
    const login = guardRedirect('signedOut', '/services', '?tab=1', false);
    expect(login).toBe('/login?next=%2Fservices%3Ftab%3D1');
    const search = login!.split('?')[1];
    expect(guardRedirect('signedIn', '/login', search, false)).toBe('/services?tab=1');
    // The payment's return page, reached through the provider's 'thanks' address.
    expect(guardRedirect('signedOut', '/payment-success', 'paymentId=5', false)).toBe('/login?next=%2Fpayment-success%3FpaymentId%3D5');
  });

  it('keeps the expiry message beside the return path, and home needs none', () => {
    expect(loginWithReturn('/requests', '', true)).toBe('/login?session_expired=true&next=%2Frequests');
    expect(guardRedirect('signedOut', '/', '', true)).toBe('/login?session_expired=true');
    expect(guardRedirect('signedOut', '/', '', false)).toBe('/login');
  });

  it('goes home when the next is missing or foreign', () => {
    expect(returnPathOf('next=https%3A%2F%2Fevil.test')).toBeNull();
    expect(guardRedirect('signedIn', '/login', 'next=%2F%2Fevil.test', false)).toBe('/');
    expect(guardRedirect('signedIn', '/login', 'next=https%3A%2F%2Fevil.test', false, true)).toBe('/profile/requests');
    expect(guardRedirect('signedIn', '/login', '', false, false, true)).toBe('/admin/join-requests');
  });
});
