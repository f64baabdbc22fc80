/**
 * The locale namespaces awaited before the first render: what the signed-out screens, the snackbar
 * and every message (machine and server keys live in errors, server and validation) need. A screen's
 * own namespace loads when its useTranslation asks, under the route's Suspense.
 */
export const BOOT_NAMESPACES = ['common', 'errors', 'server', 'validation', 'shell', 'auth', 'join'];
