import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { accountFormMachine } from './account-form.machine';
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

  it('announces the saved account once, with what the server answered (the snackbar and the session take it)', async () => {
    const answered = { ...ACCOUNT, firstName: 'Fatima' };
    const announced: unknown[] = [];
    const actor = createActor(accountFormMachine.provide({
      actors: { loadAccount: fromPromise(async () => ACCOUNT), saveAccount: fromPromise(async () => answered) },
      actions: { announceSaved: (_, account) => { announced.push(account); } },
    })).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(announced).toEqual([answered]);
    actor.stop();
  });
});
