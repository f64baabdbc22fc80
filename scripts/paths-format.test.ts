import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { asCsv, asGherkin, asJson, changedRegions, durationInWords, errorInWords, eventData, eventInWords, inputInWords, stateInWords, valueInWords, type WordedPath } from './paths-format';

const httpError = (status: number, data?: unknown) => Object.assign(new FetchError(`HTTP ${status}`), { response: { status } as Response, data });

describe('paths in words', () => {
  it('names states as a tester says them', () => {
    expect(stateInWords('signedOut.locked')).toBe('signed out › locked');
    expect(stateInWords('receiverName.typing|dialog.closed')).toBe('receiver name › typing and dialog › closed');
  });

  it('writes times as durations', () => {
    expect([durationInWords(300), durationInWords(1_500), durationInWords(180_000), durationInWords(90_000), durationInWords(3_600_000)])
      .toEqual(['300 ms', '1.5 s', '3 min', '1 min 30 s', '1 h']);
    expect(eventInWords({ type: 'xstate.after.LOCK_EXPIRED.session.signedOut.locked' }, { delayMs: () => 180_000 })).toBe('3 min pass (lock expired)');
    expect(eventInWords({ type: 'xstate.after.500.options.waiting' })).toBe('500 ms pass (500)');
    expect(eventInWords({ type: 'TICKED', now: 1_000 } as never, { context: { expiresAt: 61_000 } })).toBe('ticked: 1 min before expires at');
    expect(eventInWords({ type: 'TICKED', now: 61_000 } as never, { context: { expiresAt: 61_000 } })).toBe('ticked: at expires at (none left)');
  });

  it('names the kind of failure, with the server’s message and how long to wait', () => {
    expect(errorInWords(httpError(429, { message: 'Too many failed attempts.', retryAfter: 120 })))
      .toBe('server says too many attempts (429, try again in 2 min): “Too many failed attempts.”');
    expect(errorInWords(httpError(409))).toBe('server says someone else changed it first (409)');
    expect(errorInWords(new FetchError('no response'))).toBe('no answer from the server (network down)');
    expect(eventInWords({ type: 'xstate.error.actor.logIn', error: httpError(401, { message: 'Wrong.' }) } as never))
      .toBe('log in fails: server says the credentials are wrong or the session is over (401): “Wrong.”');
  });

  it('summarises outputs and hides secrets', () => {
    expect(valueInWords({ tree: [1, 2, 3], duplicate: null })).toBe('tree 3 items, duplicate none');
    expect(valueInWords({ id: 7, fullName: 'Fatma Al-Sabah', token: 'x' })).toBe('full name “Fatma Al-Sabah”');
    expect(eventInWords({ type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'Secret-2026' } as never)).toBe('login submitted: login “fatma”, password ••••');
    expect(eventInWords({ type: 'xstate.done.actor.decide' })).toBe('decide succeeds');
  });

  it('writes money in KWD with three decimals, times as dates in words, codes by their meaning, keys as their text', () => {
    expect(valueInWords({ itemId: 31, paymentForType: 2, amount: 70_000 })).toBe('item id 31, payment for type a membership, amount KWD 70.000');
    expect(valueInWords({ price: 1_500, total: 7 })).toBe('price KWD 1.500, total KWD 0.007');
    expect(valueInWords({ createdAt: '2026-11-23T10:00:00.000Z', day: '2026-11-24', month: '2026-10' })).toBe('created at 23 November 2026 at 13:00, day 24 November 2026, month October 2026');
    expect(valueInWords({ now: Date.UTC(2026, 0, 15, 9, 0, 0) })).toBe('now 15 January 2026 at 12:00');
    expect(valueInWords({ error: 'errors.no-response' })).not.toContain('errors.no-response');
    expect(valueInWords({ row: { id: 8, status: 1 } })).toBe('row (id 8, status waiting for a decision)');
  });

  it('prints every field of an object: nothing cut off', () => {
    expect(valueInWords({ a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('a 1, b 2, c 3, d 4, e 5');
  });

  it('states the set-up a tester needs from the model’s input', () => {
    expect(inputInWords(undefined)).toBe('nothing set up beforehand');
    expect(inputInWords({ email: 'fatma@souq.example', expiresAt: Date.UTC(2026, 0, 15, 9, 5), lock: { failures: 5, lockedUntil: null } }))
      .toBe('email “fatma@souq.example”, expires at 15 January 2026 at 12:05, lock (failures 5, locked until none)');
  });

  it('prints only the parallel regions a step changed', () => {
    expect(changedRegions('receiver.idle|dialog.closed', 'receiver.idle|dialog.open')).toBe('dialog › open');
    expect(changedRegions('receiver.idle|dialog.closed', 'receiver.idle|dialog.closed')).toBe('nothing changes');
    expect(changedRegions('loading', 'open.list.idle|open.dialog.closed')).toBe('open › list › idle and open › dialog › closed');
    expect(changedRegions('a.x', 'a.y')).toBe('a › y');
  });

  it('gives automations the event’s data: errors as status and words, secrets hidden, no functions', () => {
    expect(eventData({ type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'x', run: () => 1 } as never)).toEqual({ login: 'fatma', password: '••••' });
    expect(eventData({ type: 'xstate.error.actor.logIn', error: httpError(429, { message: 'Too many.', retryAfter: 120 }) } as never))
      .toEqual({ error: { error: 'server says too many attempts (429, try again in 2 min): “Too many.”', status: 429 } });
  });

  const paths: WordedPath[] = [{
    name: 'Sign-in fails twice',
    given: 'no stored session',
    start: 'signed out › editing',
    startKey: 'signedOut.editing',
    input: { auth: null },
    steps: [
      { event: 'login submitted: login “fatma”', state: 'signed out › submitting', type: 'LOGIN_SUBMITTED', stateKey: 'signedOut.submitting', data: { login: 'fatma' } },
      { event: 'log in fails, “x, y”', state: 'signed out › editing', type: 'xstate.error.actor.logIn', stateKey: 'signedOut.editing', data: { error: 'x' } },
    ],
  }];

  it('writes Gherkin scenarios: Given the set-up and the start, When each event, Then what the tester sees', () => {
    expect(asGherkin('session', paths)).toBe([
      'Feature: session',
      '  The session statechart, one scenario per test path.',
      '',
      '  Scenario: 1. Sign-in fails twice',
      '    Given no stored session',
      '    And the session is in signed out › editing',
      '    When login submitted: login “fatma”',
      '    Then the tester sees signed out › submitting',
      '    When log in fails, “x, y”',
      '    Then the tester sees signed out › editing',
      '',
    ].join('\n'));
  });

  it('writes CSV a spreadsheet reads: a byte-order mark, one row a step, quoted where needed', () => {
    const csv = asCsv(paths);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'path,name,step,given / event,then the tester sees,event type,state key',
      '1,Sign-in fails twice,0,given no stored session,signed out › editing,,signedOut.editing',
      '1,Sign-in fails twice,1,login submitted: login “fatma”,signed out › submitting,LOGIN_SUBMITTED,signedOut.submitting',
      '1,Sign-in fails twice,2,"log in fails, “x, y”",signed out › editing,xstate.error.actor.logIn,signedOut.editing',
      '',
    ]);
  });

  it('writes JSON with the words and, beside them, the event type, the state key and the input', () => {
    const json = JSON.parse(asJson('session', paths));
    expect(json.paths[0]).toMatchObject({ id: 1, name: 'Sign-in fails twice', given: 'no stored session', startKey: 'signedOut.editing', input: { auth: null } });
    expect(json.paths[0].steps[0]).toEqual({ event: 'login submitted: login “fatma”', state: 'signed out › submitting', type: 'LOGIN_SUBMITTED', stateKey: 'signedOut.submitting', data: { login: 'fatma' } });
  });
});
