import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { privacyProblems } from './privacy-form.machine';
import { model } from './privacy-form.model';

describe('privacy form machine (model-based)', () => {
  it('sends only a valid form and lands each reply where it says', () => {
    assertModel({
      ...model,
      limit: 400,
      states: {
        // A failure belongs to the failed state: editing (on arrival too) says nothing went wrong.
        editing: (s) => expect(s.context).toMatchObject({ message: null, error: null }),
        saving: (s) => expect(s.context.problems).toEqual({}),
        saved: (s) => {
          expect(s.context.message).not.toBeNull();
          expect(s.context.values.password).toBe('');
        },
        failed: (s) => expect(s.context.error).not.toBeNull(),
      },
    });
  });

  it('says which field is wrong with the §5 keys', () => {
    expect(privacyProblems({ oldPassword: '', password: 'short', passwordConfirmation: 'other' })).toEqual({
      oldPassword: 'server.old-password-required', password: 'validation.password-min', passwordConfirmation: 'validation.passwords-do-not-match',
    });
    expect(privacyProblems({ oldPassword: 'x', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' })).toEqual({});
  });
});
