import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { asCsv, asGherkin, durationInWords, errorInWords, eventInWords, stateInWords, valueInWords, type WordedPath } from './paths-format';

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
    expect(valueInWords({ tree: [1, 2, 3], duplicate: null })).toBe('tree: 3 items, duplicate: none');
    expect(valueInWords({ id: 7, fullName: 'Fatma Al-Sabah', token: 'x' })).toBe('full name “Fatma Al-Sabah”');
    expect(eventInWords({ type: 'LOGIN_SUBMITTED', login: 'fatma', password: 'Secret-2026' } as never)).toBe('login submitted: login “fatma”, password ••••');
    expect(eventInWords({ type: 'xstate.done.actor.decide' })).toBe('decide succeeds');
  });

  const paths: WordedPath[] = [{ start: 'signed out › editing', steps: [{ event: 'login submitted: login “fatma”', state: 'signed out › submitting' }, { event: 'log in fails, “x, y”', state: 'signed out › editing' }] }];

  it('writes Gherkin scenarios: Given the start, When each event, Then where the flow is', () => {
    expect(asGherkin('session', paths)).toBe([
      'Feature: session',
      '  The session statechart, one scenario per test path.',
      '',
      '  Scenario: 1. log in fails, “x, y” → signed out › editing',
      '    Given the session is in signed out › editing',
      '    When login submitted: login “fatma”',
      '    Then it is in signed out › submitting',
      '    When log in fails, “x, y”',
      '    Then it is in signed out › editing',
      '',
    ].join('\n'));
  });

  it('writes CSV a spreadsheet reads: one row a step, quoted where needed', () => {
    expect(asCsv(paths).split('\r\n')).toEqual([
      'path,step,event,state',
      '1,0,start,signed out › editing',
      '1,1,login submitted: login “fatma”,signed out › submitting',
      '1,2,"log in fails, “x, y”",signed out › editing',
      '',
    ]);
  });
});
