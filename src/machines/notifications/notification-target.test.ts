import { describe, expect, it } from 'vitest';
import { isConversationInView, notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('leads each type where its event is', () => {
    expect(notificationTarget({ type: 2, value: '42' }, 'company')).toBe('/requests?requestId=42');
    expect(notificationTarget({ type: 2, value: '42' }, 'employee')).toBe('/requests?requestId=42');
    expect(notificationTarget({ type: 2, value: '42' }, 'user')).toBe('/profile/requests?requestId=42');
    expect(notificationTarget({ type: 6, value: '7' }, 'user')).toBe('/chats/messages/7');
    expect(notificationTarget({ type: 1, value: 'macbook-pro-14' }, 'employee')).toBe('/products/macbook-pro-14');
    expect(notificationTarget({ type: 5, value: 'a b/c' }, 'company')).toBe('/products/a%20b%2Fc');
    expect(notificationTarget({ type: 4, value: '9' }, 'company')).toBe('/user/9');
  });

  it('a welcome, a missing or a malformed value leads nowhere', () => {
    expect(notificationTarget({ type: 3, value: '1' }, 'company')).toBeNull();
    expect(notificationTarget({ type: 2, value: null }, 'company')).toBeNull();
    expect(notificationTarget({ type: 2, value: '../x' }, 'company')).toBeNull();
    expect(notificationTarget({ type: 6, value: 'javascript:1' }, 'user')).toBeNull();
    expect(notificationTarget({ type: 1, value: ' ' }, 'user')).toBeNull();
  });

  it('a message notification is in view only on its own conversation, in a visible tab', () => {
    const n = { type: 6 as const, value: '7' };
    expect(isConversationInView(n, '/chats/messages/7')).toBe(true);
    expect(isConversationInView(n, null)).toBe(false);
    expect(isConversationInView(n, '/chats/messages/8')).toBe(false);
    expect(isConversationInView(n, '/chats/messages/77')).toBe(false);
    expect(isConversationInView({ type: 2, value: '7' }, '/chats/messages/7')).toBe(false);
  });
});
