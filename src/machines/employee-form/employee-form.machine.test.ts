import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sampleEmployee } from '../employee-list/employee-list.fixtures';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { sanitize, validate, emptyForm, type EmployeeForm } from './employee-form.fields';
import { CHECK_FIELDS, SAVE_FAILED, employeeFormMachine } from './employee-form.machine';
import { model } from './employee-form.model';

describe('employee form machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...model,
      states: {
        editing: (s) => {
          expect(s.context.error).toBeNull();
          // A field never holds what it drops.
          expect(s.context.form.phone).toMatch(/^\d{0,8}$/);
          expect(s.context.form.userName).toMatch(/^\w{0,20}$/);
          expect(s.context.form.email).toBe(s.context.form.email.trim().toLowerCase());
          // Every message shown is a rule of the shared schema for a field that breaks it.
          const problems = validate(s.context.mode, s.context.form);
          for (const [field, message] of Object.entries(s.context.fieldErrors)) {
            expect(problems.ok ? {} : problems.errors).toHaveProperty(field, message);
          }
        },
        saving: (s) => {
          expect(s.context).toMatchObject({ error: null, fieldErrors: {} });
          expect(validate(s.context.mode, s.context.form).ok).toBe(true);
        },
        saved: (s) => expect(s.status).toBe('done'),
        // The question shows only over a form that differs from how it opened.
        confirmingDiscard: (s) => expect(s.context.form).not.toEqual(s.context.initial),
        closed: (s) => expect(s.status).toBe('done'),
        failed: (s) => {
          expect([CHECK_FIELDS, 'Forbidden', SAVE_FAILED]).toContain(s.context.error);
          if (s.context.error === CHECK_FIELDS) expect(s.context.fieldErrors).toEqual({ userName: 'This user name is already taken' });
        },
      },
    });
  });
});

const filled: EmployeeForm = {
  fullName: ' Noura Al-Kandari ', phone: '55551234', email: 'noura@souq.example', userName: 'nourak', password: 'Secret@123', passwordConfirmation: 'Secret@123',
};

describe('employee form (behaviour)', () => {
  it('sends a new employee as the schema reads it, with roles employee and admin false, then announces it', async () => {
    const sent: unknown[] = [];
    let announced = 0;
    const actor = createActor(employeeFormMachine.provide({
      actors: { saveEmployee: fromPromise(async ({ input }) => { sent.push(input); return sampleEmployee; }) },
      actions: { announceSaved: () => { announced += 1; } },
    }), { input: { mode: 'add' } }).start();
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof EmployeeForm, value });
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: ' Noura@Souq.EXAMPLE ' });
    actor.send({ type: 'SUBMITTED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{
      id: null, kind: 'create',
      body: { ...filled, fullName: 'Noura Al-Kandari', roles: ['employee'], admin: false },
    }]);
    expect(announced).toBe(1);
  });

  it('shows every problem of an empty form at once, and a fixed field loses its message', () => {
    const actor = createActor(employeeFormMachine, { input: { mode: 'add' } }).start();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      fullName: 'server.employee-full-name-required',
      phone: 'server.employee-phone-required',
      email: 'validation.email-required',
      userName: 'server.employee-user-name-required',
      password: 'server.employee-password-required',
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'phone', value: '5555' });
    expect(actor.getSnapshot().context.fieldErrors.phone).toBeUndefined();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.fieldErrors.phone).toBe('validation.phone-invalid');
  });

  it('on edit starts from the employee and sends no password when both fields stay empty', async () => {
    const sent: unknown[] = [];
    const actor = createActor(employeeFormMachine.provide({
      actors: { saveEmployee: fromPromise(async ({ input }) => { sent.push(input); return sampleEmployee; }) },
    }), { input: { mode: 'edit', row: sampleEmployee } }).start();
    expect(actor.getSnapshot().context.form).toEqual({ ...emptyForm, fullName: 'Sara Al-Ahmad', phone: '55551234', email: 'sara@souq.example', userName: 'sara' });
    actor.send({ type: 'FIELD_CHANGED', field: 'fullName', value: 'Sara A.' });
    actor.send({ type: 'SUBMITTED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ id: 12, kind: 'edit', body: { fullName: 'Sara A.', phone: '55551234', email: 'sara@souq.example', userName: 'sara' } }]);
  });

  it('on edit a password must be valid and confirmed', () => {
    const actor = createActor(employeeFormMachine, { input: { mode: 'edit', row: sampleEmployee } }).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'short' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'validation.password-min', passwordConfirmation: 'validation.passwords-do-not-match' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Longer@123' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ passwordConfirmation: 'validation.passwords-do-not-match' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('employee fields', () => {
  it('keep what the rules allow as typed', () => {
    expect(sanitize('phone', '+965 5555-1234')).toBe('55551234');
    expect(sanitize('phone', '٥٥٥٥١٢٣٤٩')).toBe('55551234');
    expect(sanitize('phone', 'abc')).toBe('');
    expect(sanitize('userName', 'sara.al-ahmad_1!')).toBe('saraalahmad_1');
    expect(sanitize('userName', 'a'.repeat(30))).toHaveLength(20);
    expect(sanitize('email', '  Sara@Souq.COM ')).toBe('sara@souq.com');
    expect(sanitize('fullName', ' Sara ')).toBe(' Sara ');
  });

  it('follow the shared schema: 8 phone digits, 3–20 user name, 8+ password, matching confirmation', () => {
    const base = { ...filled };
    expect(validate('add', base).ok).toBe(true);
    const errors = (form: Partial<EmployeeForm>) => {
      const result = validate('add', { ...base, ...form });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ phone: '5555123' })).toEqual({ phone: 'validation.phone-invalid' });
    expect(errors({ userName: 'ab' })).toEqual({ userName: 'server.employee-user-name-invalid' });
    expect(errors({ email: 'not-an-email' })).toEqual({ email: 'validation.valid-email-required' });
    expect(errors({ password: 'Short1', passwordConfirmation: 'Short1' })).toEqual({ password: 'validation.password-min' });
    expect(errors({ passwordConfirmation: 'Other@123' })).toEqual({ passwordConfirmation: 'validation.passwords-do-not-match' });
  });
});

describe('employee form: sending again and closing', () => {
  it("sent again after a refusal that named two fields, the other field's message goes while the server judges anew", async () => {
    let calls = 0;
    const actor = createActor(employeeFormMachine.provide({
      actors: {
        saveEmployee: fromPromise(async (): Promise<typeof sampleEmployee> => {
          calls += 1;
          if (calls === 1) throw httpError(422, { message: 'Taken', errors: { userName: ['This user name is already taken'], email: ['This e-mail is already taken'] } });
          return new Promise<never>(() => {});
        }),
      },
    }), { input: { mode: 'add' } }).start();
    for (const [field, value] of Object.entries(filled)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof EmployeeForm, value });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'FIELD_CHANGED', field: 'userName', value: 'noura_2' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'This e-mail is already taken' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it('closing a form nobody changed closes the dialog once, without asking or saving', () => {
    let closed = 0;
    let saved = 0;
    const actor = createActor(employeeFormMachine.provide({
      actors: { saveEmployee: fromPromise(async () => { saved += 1; return sampleEmployee; }) },
      actions: { close: () => { closed += 1; } },
    }), { input: { mode: 'add' } }).start();
    actor.send({ type: 'CLOSE_REQUESTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect([closed, saved]).toEqual([1, 0]);
  });
});
