import type { Permission } from '../../machines/notification-permission/notification-permission.machine';

/**
 * The page's notification permission, without blocking the page: reading `Notification.permission`
 * waits for the browser process (about 11 ms of /products' load in a profile); the
 * Permissions API answers the same question asynchronously ('prompt' is the 'default' of the other).
 */
export async function readPermission(): Promise<Permission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    const { state } = await navigator.permissions.query({ name: 'notifications' });
    return state === 'prompt' ? 'default' : state;
  } catch {
    return Notification.permission as Permission;
  }
}
