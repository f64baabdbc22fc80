import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { events, input, machine, SENT_AT } from './reset-request.model';

describe('reset request machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        editing: (s) => {
          expect(s.context.message).toBeNull();
          // Only the two validation messages can show while editing, and only for a bad e-mail.
          if (s.context.error === 'validation.email-required') expect(s.context.email).toBe('');
          else if (s.context.error === 'validation.valid-email-required') expect(s.context.email).toBe('fatma@souq');
          else expect(s.context.error).toBeNull();
        },
        submitting: (s) => {
          expect(s.context.email).toBe('fatma@souq.example');
          expect(s.context).toMatchObject({ error: null, message: null });
        },
        succeeded: (s) => {
          expect(s.context.message).toBe('A reset code has been sent.');
          expect(s.context.expiresAt).toBe(SENT_AT + 300_000);
          expect(s.context.error).toBeNull();
        },
        failed: (s) => expect(['Too many code requests.', 'auth:reset-request-failed']).toContain(s.context.error),
      },
    });
  });
});
