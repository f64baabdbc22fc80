// The notification prompt's model for checkModel and `npm run paths -- notification-permission`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { isPermissionRoute, notificationPermissionMachine, type Permission } from './notification-permission.machine';

type Snap = SnapshotFrom<typeof notificationPermissionMachine>;
const routes = ['/', '/chats', '/products', '/login'];
const permissions: Permission[] = ['default', 'denied', 'granted'];

/** Where entering a route leads: asked once per session (and once more on chats), a denial explained once. */
function entered(s: Snap, path: string, signedIn: boolean, permission: Permission): EventObject {
  const onChats = path === '/chats';
  const asked = onChats ? s.context.askedOnChats : s.context.askedThisSession;
  const eligible = signedIn && isPermissionRoute(path);
  const target = eligible && permission === 'default' && !asked ? 'asking'
    : eligible && permission === 'denied' && !s.context.askedThisSession ? 'denied' : 'idle';
  // Asked on chats: only the chats flag is spent; anywhere else, or a refusal explained: this session's.
  const spent = target === 'asking' && onChats ? { askedOnChats: true, askedThisSession: s.context.askedThisSession }
    : target === 'idle' ? { askedOnChats: s.context.askedOnChats, askedThisSession: s.context.askedThisSession }
      : { askedOnChats: s.context.askedOnChats, askedThisSession: true };
  return lands(target, { type: 'ROUTE_ENTERED', path, signedIn, permission }, holds(spent));
}

export function events(s: Snap): EventObject[] {
  if (s.matches('idle')) {
    return [...routes.flatMap((path) => permissions.map((permission) => entered(s, path, true, permission))), entered(s, '/', false, 'default')];
  }
  if (s.matches('asking')) return [lands('idle', { type: 'NOT_NOW_CLICKED' }), lands('requesting', { type: 'ENABLE_CLICKED' }), lands('idle', { type: 'ROUTE_LEFT' })];
  if (s.matches('requesting')) {
    return [
      lands('idle', { type: 'xstate.done.actor.requestPermission', output: 'granted' }),
      lands('denied', { type: 'xstate.done.actor.requestPermission', output: 'denied' }),
      lands('idle', { type: 'xstate.error.actor.requestPermission', error: new Error('blocked') }),
    ];
  }
  return [lands('idle', { type: 'PROMPT_CLOSED' }), lands('idle', { type: 'ROUTE_LEFT' })];
}

export const machine = notificationPermissionMachine;
export const notificationPermissionModel = { machine, input: {}, events };
