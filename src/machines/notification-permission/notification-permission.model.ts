import type { SnapshotFrom } from 'xstate';
import { notificationPermissionMachine, type Permission } from './notification-permission.machine';

type Snap = SnapshotFrom<typeof notificationPermissionMachine>;
const routes = ['/', '/chats', '/products', '/login'];
const permissions: Permission[] = ['default', 'denied', 'granted'];

export const notificationPermissionModel = {
  machine: notificationPermissionMachine,
  input: {},
  events: (snapshot: Snap) => {
    if (snapshot.matches('idle'))
      return [
        ...routes.flatMap((path) => permissions.map((permission) => ({ type: 'ROUTE_ENTERED' as const, path, signedIn: true, permission }))),
        { type: 'ROUTE_ENTERED' as const, path: '/', signedIn: false, permission: 'default' as const },
      ];
    if (snapshot.matches('asking')) return [{ type: 'NOT_NOW_CLICKED' as const }, { type: 'ENABLE_CLICKED' as const }];
    if (snapshot.matches('requesting'))
      return [
        { type: 'xstate.done.actor.requestPermission', output: 'granted' },
        { type: 'xstate.done.actor.requestPermission', output: 'denied' },
        { type: 'xstate.error.actor.requestPermission', error: new Error('blocked') },
      ] as never[];
    return [{ type: 'PROMPT_CLOSED' as const }];
  },
};
