import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Part 1 §1: the dialog may appear only on these routes, and only for a signed-in seller. */
export const PERMISSION_ROUTES = ['/chats', '/login', '/'] as const;
const isChats = (path: string) => path === '/chats' || path.startsWith('/chats/');
export const isPermissionRoute = (path: string) => path === '/' || path === '/login' || isChats(path);

type Flags = { askedThisSession: boolean; askedOnChats: boolean };

/**
 * Asks for browser-notification permission once per session (chats have their own flag).
 * 'not now' closes it; 'enable notifications' asks the browser; a refusal shows an alert and a
 * dialog explaining how to allow notifications later. Neither stops the page (a non-modal prompt),
 * so leaving the page it was asked on (ROUTE_LEFT) sets the question aside as 'not now' does.
 * Flags persist in sessionStorage (`saveFlags`, provided by the view); `requestPermission` wraps
 * Notification.requestPermission.
 */
export const notificationPermissionMachine = setup({
  types: {
    context: {} as Flags & { onChats: boolean },
    events: {} as
      | { type: 'ROUTE_ENTERED'; path: string; signedIn: boolean; permission: Permission }
      | { type: 'NOT_NOW_CLICKED' }
      | { type: 'ENABLE_CLICKED' }
      | { type: 'PROMPT_CLOSED' }
      | { type: 'ROUTE_LEFT' },
    input: {} as Partial<Flags>,
  },
  actors: {
    requestPermission: fromPromise<Permission>(async () => {
      if (typeof Notification === 'undefined') return 'unsupported';
      return (await Notification.requestPermission()) as Permission;
    }),
  },
  guards: {
    shouldAsk: ({ context }, params: { path: string; signedIn: boolean; permission: Permission }) =>
      params.signedIn &&
      params.permission === 'default' &&
      isPermissionRoute(params.path) &&
      !(isChats(params.path) ? context.askedOnChats : context.askedThisSession),
    shouldExplainDenied: ({ context }, params: { path: string; signedIn: boolean; permission: Permission }) =>
      params.signedIn && params.permission === 'denied' && isPermissionRoute(params.path) && !context.askedThisSession,
    wasDenied: (_, params: { permission: Permission }) => params.permission === 'denied',
  },
  actions: {
    noteRoute: assign(({ event }) => {
      assertEvent(event, 'ROUTE_ENTERED');
      return { onChats: isChats(event.path) };
    }),
    leaveChats: assign({ onChats: false }),
    markAsked: assign(({ context }) => (context.onChats ? { askedOnChats: true } : { askedThisSession: true })),
    saveFlags: (_, _params: Flags) => {},
  },
}).createMachine({
  id: 'notificationPermission',
  context: ({ input }) => ({ askedThisSession: input.askedThisSession ?? false, askedOnChats: input.askedOnChats ?? false, onChats: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ROUTE_ENTERED: [
          {
            guard: { type: 'shouldAsk', params: ({ event }) => event },
            target: 'asking',
            actions: 'noteRoute',
          },
          {
            guard: { type: 'shouldExplainDenied', params: ({ event }) => event },
            target: 'denied',
            actions: 'leaveChats',
          },
        ],
      },
    },
    asking: {
      entry: ['markAsked', { type: 'saveFlags', params: ({ context }) => ({ askedThisSession: context.askedThisSession, askedOnChats: context.askedOnChats }) }],
      on: { NOT_NOW_CLICKED: 'idle', ENABLE_CLICKED: 'requesting', ROUTE_LEFT: 'idle' },
    },
    requesting: {
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [{ guard: { type: 'wasDenied', params: ({ event }) => ({ permission: event.output }) }, target: 'denied' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    denied: {
      entry: ['markAsked', { type: 'saveFlags', params: ({ context }) => ({ askedThisSession: context.askedThisSession, askedOnChats: context.askedOnChats }) }],
      on: { PROMPT_CLOSED: 'idle', ROUTE_LEFT: 'idle' },
    },
  },
});
