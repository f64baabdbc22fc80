/**
 * The locale namespaces awaited before the first render: what the signed-out screens, the snackbar
 * and every message of theirs (machine keys live in errors and validation) need. A screen's own
 * namespace loads when its useTranslation asks, under the route's Suspense.
 */
export const BOOT_NAMESPACES = ['common', 'errors', 'validation', 'shell', 'auth'];

/**
 * What the signed-in shell awaits before its first render: the messages of the signed-in contracts
 * (`server.…`: product, employee, request, membership and payment rules). No signed-out screen shows
 * one, so the login page does not download them.
 */
export const SHELL_NAMESPACES = ['server'];
