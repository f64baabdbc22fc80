// Part 1 §1: a notification pushed while the seller is in another tab shows as the
// browser's own (the permission dialog asked for it). In view, the bell rings instead.
import type { Notification as SouqNotification } from '../../api/schemas/notifications';

/** What of the browser this needs: given, so tests can play a hidden tab and a granted permission. */
export type NotificationHost = {
  document: Pick<Document, 'visibilityState' | 'documentElement'>;
  Notification?: { permission: NotificationPermission; new (title: string, options?: NotificationOptions): unknown };
  /** Brings the tab forward (window.focus). */
  focus?: () => void;
};

/**
 * Shows `notification` through the browser when the page is hidden and permission was granted; says whether it did.
 * A click on it brings this tab forward and calls `onClick` (it leads where the bell's would).
 */
export function showSystemNotification(notification: SouqNotification, host: NotificationHost | undefined = browserHost(), onClick?: () => void): boolean {
  const Browser = host?.Notification;
  if (!host || !Browser || Browser.permission !== 'granted' || host.document.visibilityState !== 'hidden') return false;
  const root = host.document.documentElement;
  try {
    // One per notification id: a second tab of the same seller replaces it instead of doubling it.
    const shown = new Browser(notification.title, { body: notification.body, tag: `souqdesk-${notification.id}`, lang: root.lang, dir: root.dir === 'rtl' ? 'rtl' : 'ltr' }) as Partial<Pick<globalThis.Notification, 'onclick' | 'close'>>;
    if (onClick) {
      shown.onclick = () => {
        host.focus?.();
        shown.close?.();
        onClick();
      };
    }
    return true;
  } catch {
    // Android Chrome allows them only from a service worker: the bell still has it.
    return false;
  }
}

function browserHost(): NotificationHost | undefined {
  if (typeof document === 'undefined') return undefined;
  return { document, Notification: typeof Notification === 'undefined' ? undefined : Notification, focus: () => window.focus() };
}
