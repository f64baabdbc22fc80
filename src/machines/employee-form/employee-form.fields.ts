// The add/edit employee form as typed, what each field keeps of a keystroke, and its validation
// through the shared zod schemas (src/api/schemas/employees.ts): the server checks the same rules.
import type { z } from 'zod';
import { EmployeeCreateBody, EmployeeEditBody } from '../../api/schemas/employees';
import type { EmployeeRow } from '../../api/schemas/employees';
import { PHONE_DIGITS, USERNAME_MAX } from '../../domain/limits';

export const FIELDS = ['fullName', 'phone', 'email', 'userName', 'password', 'passwordConfirmation'] as const;
export type Field = (typeof FIELDS)[number];
export type EmployeeForm = Record<Field, string>;
/** Field → message: an i18n key (`server.…`, `validation.…`) or a text the server translated. */
export type FieldErrors = Partial<Record<Field, string>>;

export type FormMode = { mode: 'add' } | { mode: 'edit'; row: EmployeeRow };

export const emptyForm: EmployeeForm = { fullName: '', phone: '', email: '', userName: '', password: '', passwordConfirmation: '' };

export function formOf(input: FormMode): EmployeeForm {
  if (input.mode === 'add') return emptyForm;
  const { row } = input;
  return { ...emptyForm, fullName: row.fullName, phone: row.phone ?? '', email: row.email, userName: row.userName };
}

/** Arabic-Indic digits count as digits: an Arabic keyboard types them. */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * What a field keeps of what was typed or pasted: the phone its digits (8 at most, so a pasted
 * "+965 5555 1234" keeps the local number), the user name letters, digits and underscores
 * (20 at most), the e-mail trimmed and lower-cased. Other fields keep the text as is.
 */
export function sanitize(field: Field, value: string): string {
  switch (field) {
    case 'phone': {
      const digits = latinDigits(value).replace(/\D/g, '');
      const local = digits.length > PHONE_DIGITS && digits.startsWith('965') ? digits.slice(3) : digits;
      return local.slice(0, PHONE_DIGITS);
    }
    case 'userName':
      return value.replace(/[^A-Za-z0-9_]/g, '').slice(0, USERNAME_MAX);
    case 'email':
      return value.trim().toLowerCase();
    default:
      return value;
  }
}

/** The first message of each field: a field shows one message at a time. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if ((FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type Validation =
  | { ok: true; body: { kind: 'create'; body: EmployeeCreateBody } | { kind: 'edit'; body: EmployeeEditBody } }
  | { ok: false; errors: FieldErrors };

/** The body as the server will read it (trimmed, lower-cased), or each field's first problem. */
export function validate(mode: FormMode['mode'], form: EmployeeForm): Validation {
  if (mode === 'add') {
    const parsed = EmployeeCreateBody.safeParse({ ...form, roles: ['employee'], admin: false });
    return parsed.success ? { ok: true, body: { kind: 'create', body: parsed.data } } : { ok: false, errors: errorsOf(parsed.error.issues) };
  }
  // On edit both password fields may stay empty: the password is kept, so they are not sent.
  const keepPassword = form.password === '' && form.passwordConfirmation === '';
  const parsed = EmployeeEditBody.safeParse(keepPassword ? { ...form, password: undefined, passwordConfirmation: undefined } : form);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  const { password, passwordConfirmation, ...rest } = parsed.data;
  return { ok: true, body: { kind: 'edit', body: keepPassword ? rest : { ...rest, password, passwordConfirmation } } };
}
