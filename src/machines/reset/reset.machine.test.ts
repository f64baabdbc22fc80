import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { resetMachine } from './reset.machine';
import { EXPIRES_AT, events, input, machine, SENT_AT } from './reset.model';

const validationKeys = ['validation.token-required', 'validation.code-invalid', 'validation.password-min', 'validation.passwords-do-not-match'];

describe('reset machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        'counting.editing': (s) => {
          expect(s.context.remainingMs).toBeGreaterThan(0);
          if (s.context.error) expect(validationKeys).toContain(s.context.error);
        },
        'counting.submitting': (s) => {
          expect(s.context).toMatchObject({ code: '482913', password: 'NewSecret-2026', passwordConfirmation: 'NewSecret-2026', error: null });
        },
        'counting.failed': (s) => {
          expect(s.context.remainingMs).toBeGreaterThan(0);
          expect(['The code is incorrect.', 'errors.no-response']).toContain(s.context.error);
        },
        expired: (s) => expect(s.context.remainingMs).toBe(0),
        succeeded: (s) => expect(s.context.message).toBe('Your password has been changed.'),
      },
    });
  });

  it('opens blank: no code, no password in either box, no problem and no confirmation shown', () => {
    const actor = createActor(resetMachine, { input }).start();
    expect(actor.getSnapshot().context).toMatchObject({ code: '', password: '', passwordConfirmation: '', error: null, message: null });
    actor.stop();
  });

  it('shows the validation messages in order: code, then matching passwords', () => {
    const actor = createActor(resetMachine, { input }).start();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.error).toBe('validation.token-required');
    actor.send({ type: 'FIELD_CHANGED', field: 'code', value: '482913' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'NewSecret-2026' });
    actor.send({ type: 'FIELD_CHANGED', field: 'passwordConfirmation', value: 'Other-2026' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.error).toBe('validation.passwords-do-not-match');
    actor.stop();
  });
});

describe('reset countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts 300 s from the moment the code was sent, once a second, then expires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(SENT_AT + 10_000);
    const actor = createActor(resetMachine, { input: { email: input.email, expiresAt: EXPIRES_AT } }).start();
    expect(actor.getSnapshot().context.remainingMs).toBe(290_000);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remainingMs).toBe(289_000);
    vi.advanceTimersByTime(289_000);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('starts expired when the link is opened too late', () => {
    const actor = createActor(resetMachine, { input: { email: input.email, expiresAt: EXPIRES_AT, now: EXPIRES_AT + 1 } }).start();
    expect(actor.getSnapshot().value).toBe('expired');
  });
});
