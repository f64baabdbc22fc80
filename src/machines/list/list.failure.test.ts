import { describe, expect, it } from 'vitest';
import { tableFailureNotice } from './list.failure';

// Part 2 §8: the words in the table follow the error table for the line and the server.
describe('the words of a failed list page', () => {
  it("a 500 reads 'Server error', never the server's text", () => {
    expect(tableFailureNotice({ status: 500, body: { message: 'relation "products" does not exist' } }, 'products-list:failed'))
      .toEqual({ key: 'errors.server', severity: 'error' });
  });
  it('no response reads as the table says', () => {
    expect(tableFailureNotice({ status: 0, body: null }, 'requests:failed')).toEqual({ key: 'errors.no-response', severity: 'error' });
  });
  it("anything else keeps the screen's own words", () => {
    expect(tableFailureNotice({ status: 422, body: {} }, 'employees-screen:failed')).toEqual({ key: 'employees-screen:failed', severity: 'error' });
    expect(tableFailureNotice({ status: 404, body: {} }, 'products-list:failed')).toEqual({ key: 'products-list:failed', severity: 'error' });
  });
  it("a cancelled request, which has no snackbar, still says the screen's own words", () => {
    expect(tableFailureNotice({ status: 0, body: null, aborted: true }, 'products-list:failed')).toEqual({ key: 'products-list:failed', severity: 'error' });
  });
});
