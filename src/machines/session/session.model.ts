// The session's model for checkModel and `npm run paths -- session`: which events each state
// offers, and the state each one must land in.
import type { EventObject, SnapshotFrom } from 'xstate';
import { LOGIN_FAILED, INVALID_CREDENTIALS } from './login-failure';
import { FILL_REQUIRED, sessionMachine, type SessionInput } from './session.machine';
import { freshRecord, httpError, networkError, sampleUser, storedRecord } from './session.fixtures';
import { NO_LOCK } from './session.storage';
import { lands } from '../test/model';

export const machine = sessionMachine;
/** Mutants no seller and no test can tell from the chart as written (`npm run mutate -- session`). */
export const equivalentMutants: Record<string, string> = {
  'session.restoring: xstate.error.actor.verifySelf #1 [isUnauthorized]: guard → isWrongCredentials':
    'both guards mean the same reply: a login failure is "wrong credentials" exactly when its status is 401, which is what isUnauthorized asks',
  'context lockRemainingMs starts at 1 instead of 0':
    'the countdown is read only in signedOut.locked (selectLockRemainingMs), whose entry startCountdown sets it from lockedUntil; a start without a lock never shows it',
};
type Snap = SnapshotFrom<typeof sessionMachine>;

/** The walk starts with a stored session (restoring), with none (the form), and during a lock (a reload). */
export const START_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
export const input: SessionInput = { auth: storedRecord, lock: NO_LOCK, now: START_TIME };
export const inputs: SessionInput[] = [
  input,
  { auth: null, lock: NO_LOCK, now: START_TIME },
  { auth: null, lock: { failures: 5, lockedUntil: START_TIME + 60_000 }, now: START_TIME },
];

const credentials = { type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'Secret-2026' } as const;
const blank = { type: 'LOGIN_SUBMITTED', login: '  ', password: '' } as const;
const to = <E extends EventObject>(target: string, event: E, check?: (after: Snap, before: Snap) => void) => lands<E, Snap>(target, event, check);
const holdsRemaining = (ms: number) => (after: Snap) => { if (after.context.lockRemainingMs !== ms) throw new Error(`the countdown shows ${after.context.lockRemainingMs} ms, not ${ms}`); };
const errorIs = (error: string | null) => (after: Snap) => { if (after.context.error !== error) throw new Error(`error is ${after.context.error}, not ${error}`); };

/** Signed out by a 401: the form, already expired. */
const expired = to('signedOut.editing', { type: 'SESSION_EXPIRED' }, (after) => {
  if (!after.context.sessionExpired) throw new Error('the session is not marked expired');
});

/** A picture set (or removed when one is set) and the account's name saved: the user changes in place. */
const PICTURE = { url: '/uploads/avatars/new.png' };
function userChanges(s: Snap): EventObject[] {
  const image = s.context.user?.image ? null : PICTURE;
  const changes: EventObject[] = [to('signedIn.active', { type: 'PROFILE_PICTURE_CHANGED', image }, (after, before) => {
    if (after.context.user?.image !== image || after.context.user?.fullName !== before.context.user?.fullName) throw new Error('only the picture changes');
  })];
  if (s.context.user?.fullName !== RENAMED) {
    changes.push(to('signedIn.active', { type: 'ACCOUNT_UPDATED', fullName: RENAMED, email: 'fatma.ali@souq.example' }, (after, before) => {
      if (after.context.user?.fullName !== RENAMED || after.context.user?.image !== before.context.user?.image) throw new Error('only the name and e-mail change');
    }));
  }
  return changes;
}
const RENAMED = 'Fatma Al-Ali';
const verifiedUser = { ...sampleUser, email: 'fatma.current@souq.example' };

export function events(s: Snap): EventObject[] {
  if (s.matches('restoring')) {
    return [
      // The account as the server has it now (its e-mail changed since the session was stored) is the one shown and stored.
      to('signedIn.active', { type: 'xstate.done.actor.verifySelf', output: verifiedUser }, (after) => {
        if (JSON.stringify(after.context.user) !== JSON.stringify(verifiedUser)) throw new Error('the signed-in user is not the one the server answered');
      }),
      to('signedOut.editing', { type: 'xstate.error.actor.verifySelf', error: httpError(401, { message: 'Unauthenticated.' }) }),
      // Offline or a server error keeps the stored session.
      to('signedIn.active', { type: 'xstate.error.actor.verifySelf', error: httpError(500, { message: 'Server error.' }) }),
      expired,
    ];
  }
  if (s.matches({ signedOut: 'editing' })) {
    const submitted = to('signedOut.submitting', credentials, errorIs(null));
    // A blank form only when it is not already showing that message: keeps the state space small.
    return s.context.error === FILL_REQUIRED ? [submitted] : [to('signedOut.editing', blank, errorIs(FILL_REQUIRED)), submitted];
  }
  if (s.matches({ signedOut: 'submitting' })) {
    const fifth = s.context.failures + 1 >= 5;
    return [
      to('signedIn.active', { type: 'xstate.done.actor.logIn', output: freshRecord }),
      // The fifth failure goes back to the form, which locks at once.
      to(fifth ? 'signedOut.editing → signedOut.locked' : 'signedOut.editing', { type: 'xstate.error.actor.logIn', error: httpError(401, { message: 'The username or password is incorrect.' }) },
        (after, before) => {
          if (after.context.failures !== before.context.failures + 1) throw new Error(`failures went ${before.context.failures} → ${after.context.failures}`);
          errorIs(fifth ? null : INVALID_CREDENTIALS)(after);
        }),
      // The server's own lock: its retryAfter (120 s here), whatever the counter says.
      to('signedOut.locked', { type: 'xstate.error.actor.logIn', error: httpError(429, { message: 'Too many failed attempts.', retryAfter: 120 }) },
        (after) => { if (after.context.lockedUntil !== Date.now() + 120_000) throw new Error(`locked until ${after.context.lockedUntil}`); }),
      to('signedOut.editing', { type: 'xstate.error.actor.logIn', error: httpError(422, { message: 'The login field is required.' }) }, errorIs('The login field is required.')),
      to('signedOut.editing', { type: 'xstate.error.actor.logIn', error: networkError() }, errorIs(LOGIN_FAILED)),
    ];
  }
  if (s.matches({ signedOut: 'locked' })) {
    // One tick with a minute left: the countdown follows the ticker's clock.
    const tick = s.context.lockedUntil! - 60_000;
    const ticks = s.context.lockRemainingMs > 60_000 ? [to('signedOut.locked', { type: 'TICKED', now: tick }, holdsRemaining(60_000))] : [];
    return [...ticks, to('signedOut.editing', { type: 'xstate.after.LOCK_EXPIRED.session.signedOut.locked' }, (after) => {
      if (after.context.failures !== 0 || after.context.lockedUntil !== null) throw new Error('the lock outlived its time');
    })];
  }
  if (s.matches({ signedIn: 'active' })) return [to('signedIn.confirmingLogout', { type: 'LOGOUT_REQUESTED' }), expired, ...userChanges(s)];
  if (s.matches({ signedIn: 'confirmingLogout' })) {
    return [to('signedIn.active', { type: 'LOGOUT_CANCELLED' }), to('signedIn.loggingOut', { type: 'LOGOUT_CONFIRMED' }), expired];
  }
  if (s.matches({ signedIn: 'loggingOut' })) {
    const left = (after: Snap) => { if (after.context.sessionExpired || after.context.token !== null) throw new Error('a requested logout is not an expired session'); };
    return [
      to('signedOut.editing', { type: 'xstate.done.actor.logOut' }, left),
      to('signedOut.editing', { type: 'xstate.error.actor.logOut', error: httpError(500, { message: 'Server error.' }) }, left),
      // A 401 from logout itself: the seller asked to leave.
      to('signedOut.editing', { type: 'SESSION_EXPIRED' }, left),
    ];
  }
  return [];
}

/** The spec `npm run paths -- session` looks for. */
export const model = { machine, events, input, inputs, clock: START_TIME };

/** The spec's own scenarios, in its words: `npm run paths -- session` prints them first. */
const wrongPassword = (e: EventObject) => e.type === 'xstate.error.actor.logIn' && (e as { error?: { response?: { status?: number } } }).error?.response?.status === 401;
const passwordSent = (e: EventObject) => e.type === 'LOGIN_SUBMITTED' && (e as { login?: string }).login === credentials.login;
export const scenarios = [
  {
    name: 'Five wrong passwords lock sign-in for 3 minutes; after them the form opens again',
    input: inputs[1],
    steps: [...[1, 2, 3, 4, 5].flatMap(() => [passwordSent, wrongPassword]), 'xstate.after.LOCK_EXPIRED.session.signedOut.locked'],
  },
];
