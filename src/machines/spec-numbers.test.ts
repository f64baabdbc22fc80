// The spec's numbers (part 1 §9), written here as literals on purpose: the machines read them from
// src/domain/limits.ts, and a test that imported the same constants would pass whatever they held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { attributeOptionsMachine } from './attribute-options/attribute-options.machine';
import { defaultFilters as employeeFilters } from './employee-list/employee-list.filters';
import { notificationsMachine } from './notifications/notifications.machine';
import { defaultFilters as productFilters } from './product-list/product-list.filters';
import { acceptPhotos, emptyDraft, isLastStep, stepProblem, STEPS } from './product-wizard/product-wizard.draft';
import { defaultFilters as requestFilters } from './request-list/request-list.filters';
import { resetMachine } from './reset/reset.machine';
import { searchMachine } from './search/search.machine';
import { httpError } from './session/session.fixtures';
import { sessionMachine } from './session/session.machine';
import { NO_LOCK } from './session/session.storage';
import { snackbarMachine } from './snackbar/snackbar.machine';
import { TABLE_PAGE_SIZES } from '../domain/limits';
import type { AuthRecord, LoginBody } from '../api/schemas/auth';
import type { AttributeOptionsReply } from '../api/schemas/categories';
import type { NotificationListReply } from '../api/schemas/notifications';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
beforeEach(() => { vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }); vi.setSystemTime(T0); });
afterEach(() => { vi.useRealTimers(); });

/** Advances to one millisecond before `ms`, checks, then to `ms`, and checks again. */
async function atTheMark(ms: number, before: () => void, after: () => void) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  before();
  await vi.advanceTimersByTimeAsync(1);
  after();
}

describe('spec numbers (part 1 §9)', () => {
  it('login: the 5th wrong password locks the form for 180 s', async () => {
    const machine = sessionMachine.provide({
      actors: { logIn: fromPromise<AuthRecord, LoginBody>(async () => { throw httpError(401); }) },
      actions: { storeAuthRecord: () => {}, forgetAuthRecord: () => {}, storeLock: () => {} },
    });
    const actor = createActor(machine, { input: { auth: null, lock: NO_LOCK, now: T0 } }).start();
    for (let i = 1; i <= 5; i++) {
      expect(actor.getSnapshot().matches({ signedOut: 'editing' })).toBe(true);
      actor.send({ type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'wrong' });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(actor.getSnapshot().matches({ signedOut: 'locked' })).toBe(true);
    await atTheMark(180_000,
      () => expect(actor.getSnapshot().matches({ signedOut: 'locked' })).toBe(true),
      () => expect(actor.getSnapshot().matches({ signedOut: 'editing' })).toBe(true));
  });

  it('reset: the code counts down 300 s, then the form closes', async () => {
    const actor = createActor(resetMachine, { input: { email: 'fatma@souq.example', now: T0 } }).start();
    expect(actor.getSnapshot().context.remainingMs).toBe(300_000);
    await atTheMark(300_000,
      () => expect(actor.getSnapshot().matches('counting')).toBe(true),
      () => expect(actor.getSnapshot().matches('expired')).toBe(true));
  });

  it('the top-bar search commits 300 ms after the last keystroke', async () => {
    const commits: string[] = [];
    const actor = createActor(searchMachine.provide({ actions: { commit: (_, p) => commits.push(p.text) } }), { input: { text: '' } }).start();
    actor.send({ type: 'TYPED', text: 'car' });
    await atTheMark(300, () => expect(commits).toEqual([]), () => expect(commits).toEqual(['car']));
  });

  it('an option menu searches 500 ms after the last keystroke', async () => {
    const asked: string[] = [];
    const machine = attributeOptionsMachine.provide({
      actors: { fetchOptionsPage: fromPromise<AttributeOptionsReply, { attributeId: number; page: number; q: string }>(async ({ input }) => { asked.push(input.q); return { data: [], nextPage: null }; }) },
    });
    const actor = createActor(machine, { input: { attributeId: 3 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'QUERY_CHANGED', q: 'toy' });
    await atTheMark(500, () => expect(asked).toEqual(['']), () => expect(asked).toEqual(['', 'toy']));
  });

  it('the bell asks for news every 10 s while the event stream is not open (§9) and rings 800 ms when the unread count rose', async () => {
    let unread = 0;
    const machine = notificationsMachine.provide({
      actors: { load: fromPromise<NotificationListReply>(async () => ({ data: [], unreadCount: unread, nextPage: null })) },
    });
    const actor = createActor(machine, { input: { host: null } }).start();
    await vi.advanceTimersByTimeAsync(0);
    unread = 1;
    await atTheMark(10_000,
      () => expect(actor.getSnapshot().context.unreadCount).toBe(0),
      () => expect(actor.getSnapshot().context.unreadCount).toBe(1));
    expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true);
    await atTheMark(800,
      () => expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true),
      () => expect(actor.getSnapshot().matches({ bell: 'still' })).toBe(true));
    actor.stop();
  });

  it('a notice shows 3000 ms unless it says otherwise', async () => {
    const actor = createActor(snackbarMachine).start();
    actor.send({ type: 'NOTICE_POSTED', notice: { key: 'errors.server', severity: 'error' } });
    await atTheMark(3_000, () => expect(actor.getSnapshot().value).toBe('showing'), () => expect(actor.getSnapshot().value).toBe('hidden'));
  });

  it('tables show 20 rows a page, with 20, 30 or 50 to choose', () => {
    expect([productFilters().perPage, requestFilters().perPage, employeeFilters().perPage]).toEqual([20, 20, 20]);
    expect([...TABLE_PAGE_SIZES]).toEqual([20, 30, 50]);
  });

  it('the wizard has 7 steps, keeps at most 10 photos and asks for at least 3 barter attributes', () => {
    expect(STEPS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([isLastStep(6), isLastStep(7)]).toEqual([false, true]);
    const png = (i: number) => ({ file: new File([''], `p${i}.png`, { type: 'image/png' }), preview: `blob:${i}` });
    const { files, problems } = acceptPhotos([], Array.from({ length: 11 }, (_, i) => png(i)), String);
    expect(files).toHaveLength(10);
    expect(problems).toEqual([{ key: 'wizard:max-files' }]);
    const barter = { ...emptyDraft(), sellType: 'barter' as const, selectedAttributes: [1, 2] };
    expect(stepProblem(barter, 5)).toEqual({ key: 'wizard:barter-attributes-remaining', vars: { count: 1 } });
  });
});
