import { z } from 'zod';
import { PASSWORD_MAX, PHONE_DIGITS, TABLE_PAGE_SIZES, USERNAME_MAX, USERNAME_MIN } from '../../domain/limits';
import { EMAIL_PATTERN } from './auth';
import { IdCursor, Role, SearchQuery, Text } from './common';

/**
 * Part 1 §5 employee add/edit, one rule set for both sides. Where the spec disagrees with itself
 * the stricter reading wins with one message: exactly 8 phone digits (not 9), passwords of 8+
 * characters (not 5 or 6).
 */
export const EMPLOYEE_PASSWORD_MIN = 8;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const USER_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`);

/** A required text: trimmed, then checked by the field's own rule (the 1000 cap keeps huge values cheap to refuse). */
const text = (required: string) => Text(1000, { invalid: required }).trim().min(1, required);

const common = {
  fullName: text('server.employee-full-name-required').pipe(z.string().max(100, 'server.employee-full-name-too-long')),
  phone: text('server.employee-phone-required').pipe(z.string().regex(PHONE_PATTERN, 'validation.phone-invalid')),
  email: text('validation.email-required').toLowerCase().pipe(z.string().max(254, 'validation.valid-email-required').regex(EMAIL_PATTERN, 'validation.valid-email-required')),
  userName: text('server.employee-user-name-required').pipe(z.string().regex(USER_NAME_PATTERN, 'server.employee-user-name-invalid')),
  /** Creating an employee always sends ['employee'] and admin false; the server grants nothing else. */
  roles: z.array(z.literal('employee', { message: 'server.employee-roles-invalid' })).optional(),
  admin: z.literal(false, { message: 'server.employee-roles-invalid' }).optional(),
};

const password = Text(PASSWORD_MAX, { invalid: 'server.employee-password-required', tooLong: 'validation.password-max' })
  .min(1, { message: 'server.employee-password-required', abort: true })
  .min(EMPLOYEE_PASSWORD_MIN, 'validation.password-min');

const matching = { message: 'validation.passwords-do-not-match', path: ['passwordConfirmation'] };

/** POST /api/employees. */
export const EmployeeCreateBody = z
  .object({ ...common, password, passwordConfirmation: Text(PASSWORD_MAX, { invalid: 'validation.passwords-do-not-match', tooLong: 'validation.passwords-do-not-match' }) })
  .refine((v) => v.password === v.passwordConfirmation, matching);
export type EmployeeCreateBody = z.input<typeof EmployeeCreateBody>;

/** PUT /api/employees/{id}: both password fields may stay empty (the password is kept). */
export const EmployeeEditBody = z
  .object({
    ...common,
    password: z.union([z.literal(''), password]).optional(),
    passwordConfirmation: Text(PASSWORD_MAX, { tooLong: 'validation.passwords-do-not-match' }).optional(),
  })
  .refine((v) => (v.password ?? '') === (v.passwordConfirmation ?? ''), matching);
export type EmployeeEditBody = z.input<typeof EmployeeEditBody>;

export const EmployeeStatusFilter = z.enum(['active', 'deleted', 'all']);

/** GET /api/employees and GET /api/employees/export (the export takes the same filters, no paging). */
export const EmployeeListQuery = z.object({
  q: SearchQuery.optional(),
  status: EmployeeStatusFilter.optional(),
  perPage: z.enum(TABLE_PAGE_SIZES.map(String) as [string, ...string[]], { message: 'server.product-page-size' }).optional(),
  cursor: IdCursor.optional(),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

/** One row of the employees table: the member and its metrics, computed from real activity. */
export const EmployeeRow = z.object({
  id: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  createdAt: z.string(),
  /** Last sign-in. */
  lastEntry: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** Accepted sale requests on the member's products. */
  sales: z.number().int(),
  /** Accepted barter requests on the member's products. */
  tradeIn: z.number().int(),
  productsCount: z.number().int(),
  /** Chat conversations the member handles. */
  communications: z.number().int(),
  /** Mean seconds from a buyer's message to the member's reply; null without replies. */
  avgResponseTimeSeconds: z.number().int().nullable(),
  /** Whole percent of buyer turns the member answered (part 2 §9 activity colours); null without any. */
  responseRate: z.number().int().min(0).max(100).nullable(),
  roles: z.array(Role),
  /** The caller's own row: the table shows only an account link on it. */
  isSelf: z.boolean(),
});
export type EmployeeRow = z.infer<typeof EmployeeRow>;

export const EmployeeListReply = z.object({ data: z.array(EmployeeRow), nextCursor: z.string().nullable() });
export type EmployeeListReply = z.infer<typeof EmployeeListReply>;
