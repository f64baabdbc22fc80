// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordWith, sampleUser } from './session.fixtures';
import { AUTH_STORAGE_KEY, readStoredStart, writeAuthRecord } from './session.storage';

const frameCookie = () => /(?:^|; )souqdesk\.frame=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
  writeAuthRecord(null);
});

describe('writeAuthRecord', () => {
  it('stores the record with the cookie that asks the server for the signed-in frame, and forgets both', () => {
    writeAuthRecord(recordWith('t', { ...sampleUser, roles: ['employee'] }));
    expect(readStoredStart().auth?.access_token).toBe('t');
    expect(frameCookie()).toBe('employee');
    writeAuthRecord(null);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(frameCookie()).toBeUndefined();
  });

  it('asks for no frame when the record could not be stored (the next visit will not find it)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    writeAuthRecord(recordWith('t'));
    expect(frameCookie()).toBeUndefined();
  });
});
