import { describe, expect, it } from 'vitest';
import type { Notification as SouqNotification } from '../../api/schemas/notifications';
import { showSystemNotification, type NotificationHost } from './system-notification';

const pushed: SouqNotification = { id: 7, title: 'طلب شراء جديد', body: 'Toyota Land Cruiser 2023', type: 2, read: 0, sender: null, value: '12', createdAt: '2026-11-25T10:00:00Z' };

function hostOf(visibilityState: DocumentVisibilityState, permission: NotificationPermission) {
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  class Spy {
    static permission = permission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  const host: NotificationHost = { document: { visibilityState, documentElement: { lang: 'ar', dir: 'rtl' } as HTMLElement }, Notification: Spy };
  return { host, shown };
}

describe('showSystemNotification', () => {
  it('shows a pushed notification through the browser when the tab is hidden and permission granted, in the page language', () => {
    const { host, shown } = hostOf('hidden', 'granted');
    expect(showSystemNotification(pushed, host)).toBe(true);
    expect(shown).toEqual([{ title: 'طلب شراء جديد', options: { body: 'Toyota Land Cruiser 2023', tag: 'souqdesk-7', lang: 'ar', dir: 'rtl' } }]);
  });

  it('leaves it to the bell when the tab is in view, permission is not granted, or the browser has none', () => {
    for (const [visibility, permission] of [['visible', 'granted'], ['hidden', 'default'], ['hidden', 'denied']] as const) {
      const { host, shown } = hostOf(visibility, permission);
      expect(showSystemNotification(pushed, host)).toBe(false);
      expect(shown).toEqual([]);
    }
    expect(showSystemNotification(pushed, { document: { visibilityState: 'hidden', documentElement: {} as HTMLElement } })).toBe(false);
  });

  it('a click on it brings the tab forward, closes it and leads where the bell would', () => {
    const made: Array<{ onclick?: () => void; closed: boolean }> = [];
    class Spy {
      static permission: NotificationPermission = 'granted';
      onclick?: () => void;
      closed = false;
      constructor() {
        made.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    const calls: string[] = [];
    const host: NotificationHost = { document: { visibilityState: 'hidden', documentElement: {} as HTMLElement }, Notification: Spy, focus: () => calls.push('focus') };
    expect(showSystemNotification(pushed, host, () => calls.push('open'))).toBe(true);
    made[0].onclick?.();
    expect(calls).toEqual(['focus', 'open']);
    expect(made[0].closed).toBe(true);
  });
});
