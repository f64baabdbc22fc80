import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('finds a cookie by its whole name anywhere in the header, and nothing else', () => {
    expect(cookieValue('a=1; souqdesk.frame=company; b=2', 'souqdesk.frame')).toBe('company');
    expect(cookieValue('souqdesk.frame=', 'souqdesk.frame')).toBe('');
    expect(cookieValue('xsouqdesk.frame=company; souqdesk.frames=user', 'souqdesk.frame')).toBeNull();
    expect(cookieValue('flag; other=1', 'flag')).toBeNull();
    expect(cookieValue(undefined, 'souqdesk.frame')).toBeNull();
  });
});
