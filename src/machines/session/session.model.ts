// The session's model for checkModel and `npm run paths -- session`: which events each state offers.
import type { EventObject, SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionInput } from './session.machine';
import { freshRecord, httpError, networkError, sampleUser, storedRecord } from './session.fixtures';
import { NO_LOCK } from './session.storage';

export const machine = sessionMachine;
type Snap = SnapshotFrom<typeof sessionMachine>;

/** The traversal starts with a stored session, so restoring is reached; everything else follows from it. */
export const START_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
export const input: SessionInput = { auth: storedRecord, lock: NO_LOCK, now: START_TIME };

const credentials = { type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'Secret-2026' } as const;
const blank = { type: 'LOGIN_SUBMITTED', login: '  ', password: '' } as const;

export function events(s: Snap): EventObject[] {
  const value = s.value;
  if (value === 'restoring') {
    return [
      { type: 'xstate.done.actor.verifySelf', output: sampleUser } as EventObject,
      { type: 'xstate.error.actor.verifySelf', error: httpError(401, { message: 'Unauthenticated.' }) } as EventObject,
      { type: 'xstate.error.actor.verifySelf', error: httpError(500, { message: 'Server error.' }) } as EventObject,
      { type: 'SESSION_EXPIRED' },
    ];
  }
  if (s.matches({ signedOut: 'editing' })) {
    // A blank form only when it is not already showing that message: keeps the state space small.
    return s.context.error === 'validation.fill-required-fields' ? [credentials] : [blank, credentials];
  }
  if (s.matches({ signedOut: 'submitting' })) {
    return [
      { type: 'xstate.done.actor.logIn', output: freshRecord } as EventObject,
      { type: 'xstate.error.actor.logIn', error: httpError(401, { message: 'The username or password is incorrect.' }) } as EventObject,
      { type: 'xstate.error.actor.logIn', error: httpError(429, { message: 'Too many failed attempts.', retryAfter: 120 }) } as EventObject,
      { type: 'xstate.error.actor.logIn', error: httpError(422, { message: 'The login field is required.' }) } as EventObject,
      { type: 'xstate.error.actor.logIn', error: networkError() } as EventObject,
    ];
  }
  if (s.matches({ signedOut: 'locked' })) return [{ type: 'xstate.after.LOCK_EXPIRED.session.signedOut.locked' }];
  if (s.matches({ signedIn: 'active' })) return [{ type: 'LOGOUT_REQUESTED' }, { type: 'SESSION_EXPIRED' }];
  if (s.matches({ signedIn: 'confirmingLogout' })) return [{ type: 'LOGOUT_CANCELLED' }, { type: 'LOGOUT_CONFIRMED' }, { type: 'SESSION_EXPIRED' }];
  if (s.matches({ signedIn: 'loggingOut' })) {
    return [
      { type: 'xstate.done.actor.logOut' } as EventObject,
      { type: 'xstate.error.actor.logOut', error: httpError(500, { message: 'Server error.' }) } as EventObject,
      { type: 'SESSION_EXPIRED' },
    ];
  }
  return [];
}

/** The spec `npm run paths -- session` looks for. */
export const model = { machine, events, input };
