// Who is signed in: restoring a stored session, the login form with its lockout, and logout.
// The root app machine spawns it as `session` and forwards API 401s to it as SESSION_EXPIRED.
import { assertEvent, assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { formSubmit } from '../form-submit/form-submit';
import { fetchSelf, logIn, logOut } from '../../api/auth';
import type { AuthRecord, LoginBody } from '../../api/schemas/auth';
import type { CurrentUser } from '../../api/schemas/users';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../../domain/limits';
import { describeLoginFailure, INVALID_CREDENTIALS, isUnauthorized, LOGIN_FAILED } from './login-failure';
import { readStoredStart, writeAuthRecord, writeLoginLock, type LoginLock, type SessionStart } from './session.storage';

export type SessionContext = {
  token: string | null;
  user: CurrentUser | null;
  failures: number;
  /** Epoch ms; set only while the form is locked. */
  lockedUntil: number | null;
  /** The countdown the locked form shows, kept by the ticker once a second. */
  lockRemainingMs: number;
  /** An i18n key (`auth:…`, `validation.…`) or a server text in the seller's language. */
  error: string | null;
  /** Set when a 401 ended the session; the shell sends the visitor to /login?session_expired=true. */
  sessionExpired: boolean;
};

export type SessionEvent =
  | { type: 'LOGIN_SUBMITTED'; login: string; password: string }
  | { type: 'LOGOUT_REQUESTED' }
  | { type: 'LOGOUT_CANCELLED' }
  | { type: 'LOGOUT_CONFIRMED' }
  | { type: 'SESSION_EXPIRED' }
  /** From the lock's ticker, once a second, with the ticker's clock. */
  | { type: 'TICKED'; now: number }
  /** Part 2 §2 edit or remove profile picture: the top bar (and whoever reads the user) shows the new one. */
  | { type: 'PROFILE_PICTURE_CHANGED'; image: CurrentUser['image'] }
  /** Part 2 §7 account update saved: the name and e-mail the shell shows. */
  | { type: 'ACCOUNT_UPDATED'; fullName: string; email: string };

/** Optional: tests pass what was "stored"; the app leaves it out and localStorage is read. */
export type SessionInput = SessionStart | undefined;

export const FILL_REQUIRED = 'validation.fill-required-fields';

/** A lock that ran out while the page was closed is forgotten with its failures. */
export function startingContext({ auth, lock, now }: SessionStart): SessionContext {
  const lockActive = lock.lockedUntil !== null && lock.lockedUntil > now;
  return {
    token: auth?.access_token ?? null,
    user: auth?.user ?? null,
    failures: lockActive ? lock.failures : lock.lockedUntil !== null ? 0 : Math.min(lock.failures, LOGIN_MAX_FAILURES - 1),
    lockedUntil: lockActive ? lock.lockedUntil : null,
    lockRemainingMs: lockActive ? lock.lockedUntil! - now : 0,
    error: null,
    sessionExpired: false,
  };
}

const signedOutContext = { token: null, user: null } as const;
/** The stored auth record rebuilt from what the session holds (after the user changed). */
const recordOf = (c: SessionContext): AuthRecord => ({ userName: c.user!.userName, access_token: c.token!, token: c.token!, token_type: 'Bearer', user: c.user! });
const lockOf = (c: SessionContext): LoginLock => ({ failures: c.failures, lockedUntil: c.lockedUntil });

/**
 * The sign-in form's editing (the fields live in the view; the submit carries them). A failed sign-in
 * goes back to editing with its message (a fifth wrong password on to locked), so `failed` is unused.
 */
const signInForm = formSubmit({
  changes: {},
  submit: {
    event: 'LOGIN_SUBMITTED',
    invalid: { type: 'isFormIncomplete', params: ({ event }: { event: LoginBody }) => event },
    showProblems: 'showFormIncomplete',
    clearFailure: 'clearError',
  },
  sending: 'submitting',
  leaveWhen: { guard: 'isLockActive', target: 'locked' },
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    verifySelf: fromPromise<CurrentUser>(({ signal }) => fetchSelf(signal)),
    logIn: fromPromise<AuthRecord, LoginBody>(({ input, signal }) => logIn(input, signal)),
    logOut: fromPromise<void>(({ signal }) => logOut(signal)),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICKED', now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  delays: {
    // LOCK_EXPIRED: the lock's remaining time, measured when the locked state is entered.
    LOCK_EXPIRED: ({ context }) => Math.max(0, (context.lockedUntil ?? 0) - Date.now()),
  },
  guards: {
    hasStoredSession: ({ context }) => context.token !== null,
    isLockActive: ({ context }) => context.lockedUntil !== null,
    isFormIncomplete: (_, { login, password }: LoginBody) => !login.trim() || !password,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    isServerLock: (_, params: { error: unknown }) => describeLoginFailure(params.error).kind === 'server-lock',
    isWrongCredentials: (_, params: { error: unknown }) => describeLoginFailure(params.error).kind === 'wrong-credentials',
    isUnanswered: (_, params: { error: unknown }) => describeLoginFailure(params.error).kind === 'unanswered',
  },
  actions: {
    // Side effects on storage: replaced in tests with `.provide()`.
    storeAuthRecord: (_, params: { record: AuthRecord }) => writeAuthRecord(params.record),
    forgetAuthRecord: () => writeAuthRecord(null),
    storeLock: ({ context }) => writeLoginLock(lockOf(context)),

    showFormIncomplete: assign({ error: FILL_REQUIRED }),
    clearError: assign({ error: null }),
    acceptAuthRecord: assign((_, params: { record: AuthRecord }) => ({
      token: params.record.access_token,
      user: params.record.user,
      failures: 0,
      lockedUntil: null,
      lockRemainingMs: 0,
      error: null,
      sessionExpired: false,
    })),
    keepUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user })),
    keepProfilePicture: assign(({ context, event }) => {
      assertEvent(event, 'PROFILE_PICTURE_CHANGED');
      return { user: context.user && { ...context.user, image: event.image } };
    }),
    keepAccountDetails: assign(({ context, event }) => {
      assertEvent(event, 'ACCOUNT_UPDATED');
      return { user: context.user && { ...context.user, fullName: event.fullName, email: event.email } };
    }),
    // The fifth wrong password locks the form; the counter stays at the maximum while locked.
    countFailure: assign(({ context }) => {
      const failures = Math.min(context.failures + 1, LOGIN_MAX_FAILURES);
      const locks = failures >= LOGIN_MAX_FAILURES;
      // Once locked, the countdown is the message.
      return { failures, error: locks ? null : INVALID_CREDENTIALS, lockedUntil: locks ? Date.now() + LOGIN_LOCK_MS : null };
    }),
    lockFromServer: assign((_, params: { error: unknown }) => {
      const failure = describeLoginFailure(params.error);
      const ms = failure.kind === 'server-lock' ? failure.retryAfterMs : LOGIN_LOCK_MS;
      return { failures: LOGIN_MAX_FAILURES, lockedUntil: Date.now() + ms, error: null };
    }),
    showLoginFailed: assign({ error: LOGIN_FAILED }),
    // Only a reply with its own message comes here (the guards above take the other kinds).
    showServerMessage: assign((_, params: { error: unknown }) => {
      const failure = describeLoginFailure(params.error);
      return { error: failure.kind === 'other' ? failure.message : null };
    }),
    unlock: assign({ failures: 0, lockedUntil: null, lockRemainingMs: 0, error: null }),
    startCountdown: assign(({ context }) => ({ lockRemainingMs: Math.max(0, (context.lockedUntil ?? 0) - Date.now()) })),
    keepRemaining: assign(({ context, event }) => {
      assertEvent(event, 'TICKED');
      return { lockRemainingMs: Math.max(0, (context.lockedUntil ?? 0) - event.now) };
    }),
    signOut: assign({ ...signedOutContext, error: null, sessionExpired: false }),
    expireSession: assign({ ...signedOutContext, error: null, sessionExpired: true }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => startingContext(input ?? readStoredStart()),
  initial: 'restoring',
  states: {
    // A stored auth record exists: check it is still good before showing the dashboard.
    restoring: {
      always: { guard: not('hasStoredSession'), target: 'signedOut' },
      invoke: {
        id: 'verifySelf',
        src: 'verifySelf',
        // The account as the server has it now, also kept for the next reload.
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'keepUser', params: ({ event }) => ({ user: event.output }) }, { type: 'storeAuthRecord', params: ({ context }) => ({ record: recordOf(context) }) }],
        },
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: ['signOut', 'forgetAuthRecord'] },
          // Offline or a server error: keep the stored session; the next call tells if it is gone.
          { target: 'signedIn' },
        ],
      },
      on: { SESSION_EXPIRED: { target: 'signedOut', actions: ['expireSession', 'forgetAuthRecord'] } },
    },
    signedOut: {
      initial: 'editing',
      states: {
        editing: signInForm.editing,
        submitting: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'LOGIN_SUBMITTED');
              return { login: event.login.trim(), password: event.password };
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'acceptAuthRecord', params: ({ event }) => ({ record: event.output }) },
                { type: 'storeAuthRecord', params: ({ event }) => ({ record: event.output }) },
                'storeLock',
              ],
            },
            onError: [
              {
                guard: { type: 'isServerLock', params: ({ event }) => ({ error: event.error }) },
                target: 'locked',
                actions: [{ type: 'lockFromServer', params: ({ event }) => ({ error: event.error }) }, 'storeLock'],
              },
              // Back to editing; the fifth failure sets the lock and editing moves on to locked.
              { guard: { type: 'isWrongCredentials', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: ['countFailure', 'storeLock'] },
              { guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'showLoginFailed' },
              { target: 'editing', actions: { type: 'showServerMessage', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        // The countdown ticks here, as the reset code's does in its own machine; the lock ends on time.
        locked: {
          entry: 'startCountdown',
          invoke: { id: 'ticker', src: 'ticker' },
          on: { TICKED: { actions: 'keepRemaining' } },
          after: { LOCK_EXPIRED: { target: 'editing', actions: ['unlock', 'storeLock'] } },
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        SESSION_EXPIRED: { target: '#session.signedOut', actions: ['expireSession', 'forgetAuthRecord'] },
        // The user changed while signed in: kept here and in storage, so a reload starts with it.
        PROFILE_PICTURE_CHANGED: { actions: ['keepProfilePicture', { type: 'storeAuthRecord', params: ({ context }) => ({ record: recordOf(context) }) }] },
        ACCOUNT_UPDATED: { actions: ['keepAccountDetails', { type: 'storeAuthRecord', params: ({ context }) => ({ record: recordOf(context) }) }] },
      },
      states: {
        active: { on: { LOGOUT_REQUESTED: 'confirmingLogout' } },
        confirmingLogout: { on: { LOGOUT_CANCELLED: 'active', LOGOUT_CONFIRMED: 'loggingOut' } },
        // The token is still needed for the call; storage is cleared once it ends, either way.
        loggingOut: {
          invoke: {
            id: 'logOut',
            src: 'logOut',
            onDone: { target: '#session.signedOut', actions: ['signOut', 'forgetAuthRecord'] },
            onError: { target: '#session.signedOut', actions: ['signOut', 'forgetAuthRecord'] },
          },
          // A 401 from logout itself is not an expired session: the seller asked to leave.
          on: { SESSION_EXPIRED: { target: '#session.signedOut', actions: ['signOut', 'forgetAuthRecord'] } },
        },
      },
    },
  },
});
