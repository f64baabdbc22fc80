import { describe, expect, it } from 'vitest';
import { describeFailure, noticeMessage, screenNotice } from './failure';

const res = (status: number, body: unknown = {}) => ({ kind: 'response' as const, status, body });

describe('the general interceptor table (part 2 §8)', () => {
  it('offline → check your connection (warning)', () => {
    expect(describeFailure({ kind: 'offline' }, false)).toEqual({ notice: { key: 'errors.offline', severity: 'warning' }, sessionExpired: false });
  });
  it('400 → the server message, else Invalid request', () => {
    expect(describeFailure(res(400, { message: 'Bad date' }), false).notice).toEqual({ text: 'Bad date', severity: 'error' });
    expect(describeFailure(res(400, 'oops'), false).notice).toEqual({ key: 'errors.invalid-request', severity: 'error' });
  });
  it('401 → silent on login, else session expired (warning) and redirect', () => {
    expect(describeFailure(res(401), true)).toEqual({ notice: null, sessionExpired: false });
    expect(describeFailure(res(401), false)).toEqual({ notice: { key: 'errors.session-expired', severity: 'warning' }, sessionExpired: true });
  });
  it('403 → not authorized (warning); 404 → not found; 500 → server error', () => {
    expect(describeFailure(res(403), false).notice).toEqual({ key: 'errors.not-authorized', severity: 'warning' });
    expect(describeFailure(res(404), false).notice).toEqual({ key: 'errors.not-found', severity: 'error' });
    expect(describeFailure(res(500, { message: 'stack trace' }), false).notice).toEqual({ key: 'errors.server', severity: 'error' });
  });
  it('422 → the validation messages joined, else Validation failed', () => {
    const body = { message: 'x', errors: { email: ['Email is required'], phone: ['Phone is wrong', 'Email is required'] } };
    expect(describeFailure(res(422, body), false).notice).toEqual({ text: 'Email is required, Phone is wrong', severity: 'error' });
    expect(describeFailure(res(422, null), false).notice).toEqual({ key: 'errors.validation-failed', severity: 'error' });
  });
  it('other statuses → the server message, else An error occurred', () => {
    expect(describeFailure(res(409, { message: 'Already decided' }), false).notice).toEqual({ text: 'Already decided', severity: 'error' });
    expect(describeFailure(res(418), false).notice).toEqual({ key: 'errors.generic', severity: 'error' });
  });
  it('no response, setup failure and a cancelled request', () => {
    expect(describeFailure({ kind: 'no-response' }, false).notice?.key).toBe('errors.no-response');
    expect(describeFailure({ kind: 'setup' }, false).notice?.key).toBe('errors.request-not-sent');
    expect(describeFailure({ kind: 'aborted' }, false).notice).toBeNull();
  });
});

describe("a screen's own words and the table (offline and 500 keep the table's)", () => {
  const own = { key: 'products-list:failed', severity: 'error' as const };
  it('offline → check your connection (warning), not the screen\'s words', () => {
    expect(screenNotice({ kind: 'offline' }, own)).toEqual({ key: 'errors.offline', severity: 'warning' });
  });
  it('500 → Server error, never the raw server text', () => {
    expect(screenNotice(res(500, { message: 'relation "x" does not exist' }), own)).toEqual({ key: 'errors.server', severity: 'error' });
  });
  it('no response → the table\'s words; a request that never left (or an unknown error) → the screen\'s', () => {
    expect(screenNotice({ kind: 'no-response' }, own)?.key).toBe('errors.no-response');
    expect(screenNotice({ kind: 'setup' }, own)).toEqual(own);
  });
  it('400, 403, 404, 409, 422 and other replies → the screen words them itself', () => {
    for (const status of [400, 403, 404, 409, 422, 503]) expect(screenNotice(res(status, { message: 'm' }), own)).toEqual(own);
  });
  it('a cancelled request says nothing', () => {
    expect(screenNotice({ kind: 'aborted' }, own)).toBeNull();
  });
  it('machines keep the message as ns.key, or the text as it is', () => {
    expect(noticeMessage({ key: 'errors.server', severity: 'error' })).toBe('errors.server');
    expect(noticeMessage({ key: 'errors:offline', severity: 'warning' })).toBe('errors.offline');
    expect(noticeMessage({ text: 'Bad date', severity: 'error' })).toBe('Bad date');
  });
});
