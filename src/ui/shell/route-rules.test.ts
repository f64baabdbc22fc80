import { describe, expect, it } from 'vitest';
import { guardRedirect, showsChrome, showsSearch, thanksRedirect } from './route-rules';

describe('route rules', () => {
  it('sends logged-out visitors to login, except on the public screens', () => {
    expect(guardRedirect('signedOut', '/products', '', false)).toBe('/login?next=%2Fproducts');
    expect(guardRedirect('signedOut', '/', '', false)).toBe('/login');
    for (const p of ['/login', '/reset-password-request', '/reset-password']) expect(guardRedirect('signedOut', p, p === '/reset-password' ? '?email=a%40b.test' : '', false)).toBeNull();
  });
  it('sends a reset without ?email to the request screen, which asks for it', () => {
    expect(guardRedirect('signedOut', '/reset-password', '', false)).toBe('/reset-password-request');
    expect(guardRedirect('signedOut', '/reset-password', '?email=', false)).toBe('/reset-password-request');
    expect(guardRedirect('signedOut', '/reset-password', '?email=demo%40souqdesk.test&expiresAt=1', false)).toBeNull();
  });
  it('says why when the session expired', () => {
    expect(guardRedirect('signedOut', '/requests', '', true)).toBe('/login?session_expired=true&next=%2Frequests');
  });
  it('sends signed-in sellers away from the login screens', () => {
    expect(guardRedirect('signedIn', '/login', '', false)).toBe('/');
    expect(guardRedirect('signedIn', '/employees', '', false)).toBeNull();
    // A buyer's home is their own requests, from the login and from the seller's overview.
    expect(guardRedirect('signedIn', '/login', '', false, true)).toBe('/profile/requests');
    expect(guardRedirect('signedIn', '/', '', false, true)).toBe('/profile/requests');
    expect(guardRedirect('signedIn', '/chats', '', false, true)).toBeNull();
  });
  it('opens the Flows page signed in or out, without the chrome (the page itself asks for its flag)', () => {
    expect(guardRedirect('signedOut', '/flows', '', false)).toBeNull();
    expect(guardRedirect('signedIn', '/flows', '', false)).toBeNull();
    expect(showsChrome('/flows')).toBe(false);
  });

  it('waits while the session is restored', () => {
    expect(guardRedirect('restoring', '/products', '', false)).toBeNull();
  });
  it("redirects any 'thanks' path to the payment success screen keeping the query", () => {
    expect(thanksRedirect('/orders/thanks', '?paymentId=0701&Id=9')).toBe('/payment-success?paymentId=0701&Id=9');
    expect(guardRedirect('signedIn', '/thanks', 'paymentId=1', false)).toBe('/payment-success?paymentId=1');
    expect(thanksRedirect('/products', '')).toBeNull();
  });
  it('hides the chrome on the sign-in screens and shows search only where the spec says', () => {
    expect(showsChrome('/login')).toBe(false);
    expect(showsChrome('/products')).toBe(true);
    expect(['/', '/products', '/requests', '/employees'].every(showsSearch)).toBe(true);
    expect(['/chats', '/statistics', '/services'].some(showsSearch)).toBe(false);
  });
});

describe('an administrator', () => {
  it('lands on the Join Us review instead of the overview or the sign-in screen', () => {
    expect(guardRedirect('signedIn', '/', '', false, false, true)).toBe('/admin/join-requests');
    expect(guardRedirect('signedIn', '/login', '', false, false, true)).toBe('/admin/join-requests');
    expect(guardRedirect('signedIn', '/admin/join-requests', '', false, false, true)).toBeNull();
    expect(guardRedirect('signedIn', '/', '', false)).toBeNull();
  });
});
