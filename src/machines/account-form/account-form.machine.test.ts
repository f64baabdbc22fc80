import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { accountProblems, keepTyped } from './account-form.fields';
import { ACCOUNT, model } from './account-form.model';
import { EMPTY_ACCOUNT, valuesOf } from './account-form.fields';

describe('account form machine (model-based)', () => {
  it('loads, sends only a valid form and lands each reply where it says', () => {
    assertModel({
      ...model,
      limit: 2000,
      states: {
        loading: (s) => expect(s.context.loadError).toBeNull(),
        loadFailed: (s) => expect(s.context.loadError).not.toBeNull(),
        editing: (s) => expect(s.context.saved.firstName).toBe('Fatma'),
        saving: (s) => expect(s.context.problems).toEqual({}),
        saved: (s) => {
          expect(s.context.error).toBeNull();
          expect(s.context.values).toEqual(s.context.saved);
        },
        failed: (s) => expect(s.context.error).not.toBeNull(),
      },
    });
  });

  it('says which field is wrong with the §5 keys', () => {
    expect(accountProblems({ ...EMPTY_ACCOUNT, phone: '1234', email: 'not-an-address', dateOfBirth: '2999-01-01' })).toEqual({
      firstName: 'server.account-first-name-required', lastName: 'server.account-last-name-required',
      phone: 'validation.phone-invalid', email: 'validation.valid-email-required', dateOfBirth: 'server.account-birth-date-invalid',
    });
    expect(accountProblems({ ...EMPTY_ACCOUNT, firstName: 'A', lastName: 'B', phone: '55551234' })).toEqual({ email: 'validation.email-required' });
    expect(accountProblems(valuesOf(ACCOUNT))).toEqual({});
  });

  it('keeps the phone as its 8 local digits and the e-mail trimmed', () => {
    expect(keepTyped('phone', '+965 5555 1234')).toBe('55551234');
    expect(keepTyped('phone', '٥٥٥٥١٢٣٤')).toBe('55551234');
    expect(keepTyped('email', ' Fatma@Souq.Example ')).toBe('fatma@souq.example');
    expect(keepTyped('firstName', ' Fatma ')).toBe(' Fatma ');
  });
});
