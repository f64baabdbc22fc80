import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel, replay, stateKey } from '../test/model';
import { httpError, freshRecord, sampleUser } from './session.fixtures';
import { sessionMachine, type SessionInput } from './session.machine';
import { events, input, inputs, START_TIME } from './session.model';
import { selectLockRemainingMs, selectRole } from './session.selectors';
import { NO_LOCK, type LoginLock } from './session.storage';
import type { SnapshotFrom } from 'xstate';
import type { AuthRecord } from '../../api/schemas/auth';

type Snap = SnapshotFrom<typeof sessionMachine>;

/** An in-memory localStorage behind the machine's storage actions. */
function fakeStorage(initial: { auth: AuthRecord | null; lock: LoginLock }) {
  const stored = { ...initial };
  const machine = sessionMachine.provide({
    actions: {
      storeAuthRecord: (_, params) => { stored.auth = params.record; },
      forgetAuthRecord: () => { stored.auth = null; },
      storeLock: ({ context }) => { stored.lock = { failures: context.failures, lockedUntil: context.lockedUntil }; },
    },
  });
  return { stored, machine, reset: () => Object.assign(stored, initial) };
}

beforeEach(() => { vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }); vi.setSystemTime(START_TIME); });
afterEach(() => { vi.useRealTimers(); });

describe('session machine (model-based)', () => {
  const storage = fakeStorage({ auth: input!.auth, lock: NO_LOCK });
  const signedIn = (s: { context: { token: string | null; user: unknown; lockedUntil: number | null } }) => {
    expect(s.context.token).not.toBeNull();
    // The same user; the picture, name and e-mail may have been changed meanwhile.
    expect({ ...(s.context.user as object), image: null, fullName: '', email: '' }).toEqual({ ...sampleUser, image: null, fullName: '', email: '' });
    expect(s.context.lockedUntil).toBeNull();
  };
  const spec = {
    machine: storage.machine,
    input,
    inputs,
    events,
    states: {
      restoring: (s: Snap) => expect(s.context).toMatchObject({ token: 'stored-token', user: sampleUser }),
      'signedOut.editing': (s: Snap) => {
        expect(s.context).toMatchObject({ token: null, user: null, lockedUntil: null });
        expect(s.context.failures).toBeLessThan(5);
      },
      'signedOut.submitting': (s: Snap) => expect(s.context).toMatchObject({ error: null, token: null }),
      'signedOut.locked': (s: Snap) => {
        expect(s.context.failures).toBe(5);
        expect(s.context.lockedUntil).toBeGreaterThan(START_TIME);
        expect(s.context.error).toBeNull();
        // The countdown never shows more than the lock has left.
        expect(s.context.lockRemainingMs).toBeGreaterThan(0);
        expect(s.context.lockRemainingMs).toBeLessThanOrEqual(s.context.lockedUntil! - START_TIME);
      },
      'signedIn.active': (s: Snap) => {
        signedIn(s);
        expect(s.context).toMatchObject({ failures: 0, sessionExpired: false, error: null });
      },
      'signedIn.confirmingLogout': signedIn,
      'signedIn.loggingOut': signedIn,
    },
  };

  // Walking the model is the slow part: do it once for the three checks.
  let walked: ReturnType<typeof assertModel> | undefined;
  const walk = () => (walked ??= assertModel(spec));

  it('visits every state and takes every guarded branch, each landing where the model says', () => {
    expect(walk().paths.length).toBeGreaterThan(20);
  });

  it('leaves storage matching the state at the end of every path', () => {
    const { paths } = walk();
    for (const path of paths) {
      storage.reset();
      const last = replay(spec, path).at(-1)!;
      if (path.input !== input) continue;
      const where = `${path.description} (${stateKey(last)})`;
      expect(storage.stored.lock, where).toEqual({ failures: last.context.failures, lockedUntil: last.context.lockedUntil });
      if (last.matches('signedOut')) expect(storage.stored.auth, where).toBeNull();
      else {
        expect(storage.stored.auth?.access_token, where).toBe(last.context.token);
        // A picture or name changed while signed in is what a reload starts with.
        if (last.matches('signedIn')) expect(storage.stored.auth?.user, where).toEqual(last.context.user);
      }
    }
  });

  it('ends an expired session with the flag set, and a requested logout without it', () => {
    const { paths } = walk();
    const endOf = (types: string[]) => {
      const path = paths.find((p) => JSON.stringify(p.events.map((e) => e.type)) === JSON.stringify(types))!;
      return replay(spec, path).at(-1)!;
    };
    const expired = endOf(['xstate.done.actor.verifySelf', 'SESSION_EXPIRED']);
    expect(expired.matches({ signedOut: 'editing' }) && expired.context.sessionExpired).toBe(true);
    const loggedOut = endOf(['xstate.done.actor.verifySelf', 'LOGOUT_REQUESTED', 'LOGOUT_CONFIRMED', 'xstate.done.actor.logOut']);
    expect(loggedOut.matches({ signedOut: 'editing' }) && !loggedOut.context.sessionExpired).toBe(true);
  });
});

/** A real actor whose login actor answers from a script. */
function run(answers: Array<() => Promise<AuthRecord>>, start: SessionInput = { auth: null, lock: NO_LOCK, now: START_TIME }, self = sampleUser) {
  const storage = fakeStorage({ auth: start?.auth ?? null, lock: start?.lock ?? NO_LOCK });
  const logIn = vi.fn(() => (answers.shift() ?? (() => Promise.reject(httpError(401))))());
  const machine = storage.machine.provide({ actors: { logIn: fromPromise(logIn), verifySelf: fromPromise(async () => self), logOut: fromPromise(async () => {}) } });
  const actor = createActor(machine, { input: start }).start();
  return { actor, stored: storage.stored, logIn };
}
const submit = { type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'wrong' } as const;

describe('session machine rules', () => {
  it('asks for both fields without calling the server', () => {
    const { actor, logIn } = run([]);
    actor.send({ type: 'LOGIN_SUBMITTED', login: 'fatma', password: '' });
    expect(actor.getSnapshot().context.error).toBe('validation.fill-required-fields');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('locks the form for 180 s after 5 wrong passwords, survives nothing but time, then unlocks', async () => {
    const { actor, stored } = run([]);
    for (let i = 1; i <= 5; i++) {
      actor.send(submit);
      await vi.advanceTimersByTimeAsync(0);
      if (i < 5) expect(actor.getSnapshot().context).toMatchObject({ failures: i, error: 'auth:invalid-credentials' });
    }
    expect(actor.getSnapshot().matches({ signedOut: 'locked' })).toBe(true);
    expect(stored.lock).toEqual({ failures: 5, lockedUntil: START_TIME + 180_000 });
    actor.send(submit);
    expect(actor.getSnapshot().matches({ signedOut: 'locked' })).toBe(true);
    await vi.advanceTimersByTimeAsync(179_999);
    // The ticker counts whole seconds: one is left.
    expect(selectLockRemainingMs(actor.getSnapshot())).toBe(1_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ signedOut: 'editing' })).toBe(true);
    expect(stored.lock).toEqual({ failures: 0, lockedUntil: null });
  });

  it('starts locked for the remaining time when a reload happens during a lock', async () => {
    const lock = { failures: 5, lockedUntil: START_TIME + 60_000 };
    const { actor } = run([], { auth: null, lock, now: START_TIME });
    expect(actor.getSnapshot().matches({ signedOut: 'locked' })).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ signedOut: 'editing' })).toBe(true);
  });

  it('forgets a lock that ran out while the page was closed, and keeps a counter below the limit', () => {
    expect(run([], { auth: null, lock: { failures: 5, lockedUntil: START_TIME - 1 }, now: START_TIME }).actor.getSnapshot().context)
      .toMatchObject({ failures: 0, lockedUntil: null });
    expect(run([], { auth: null, lock: { failures: 3, lockedUntil: null }, now: START_TIME }).actor.getSnapshot().context.failures).toBe(3);
  });

  it('locks for the server’s retryAfter on a 429', async () => {
    const { actor } = run([() => Promise.reject(httpError(429, { message: 'Too many', retryAfter: 42 }))]);
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.lockedUntil).toBe(START_TIME + 42_000);
  });

  it('resets the counter on success and stores the auth record', async () => {
    const { actor, stored } = run([() => Promise.reject(httpError(401)), () => Promise.resolve(freshRecord)]);
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.failures).toBe(1);
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(stored.auth).toEqual(freshRecord);
    expect(selectRole(actor.getSnapshot())).toBe('company');
  });

  it('a restored session shows the account as the server has it now, not as it was stored', async () => {
    const current = { ...sampleUser, email: 'fatma.current@souq.example' };
    const { actor } = run([], { auth: freshRecord, lock: NO_LOCK, now: START_TIME }, current);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(current);
  });

  it('marks the session expired on a 401 while signed in and clears storage', async () => {
    const { actor, stored } = run([], { auth: freshRecord, lock: NO_LOCK, now: START_TIME });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().matches({ signedOut: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sessionExpired: true, token: null, user: null });
    expect(stored.auth).toBeNull();
  });
});
