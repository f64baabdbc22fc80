// Part 2 §3 Account form, Privacy form, User and Follower; §5 account validation. One contract for the
// client's forms and the server's routes (the account half).
import { z } from 'zod';
import { COUNTRY_CODES } from '../../domain/countries';
import { PASSWORD_MAX } from '../../domain/limits';
import { EMAIL_PATTERN } from './auth';
import { Text } from './common';
import { EMPLOYEE_PASSWORD_MIN, PHONE_PATTERN } from './employees';

/** A profile picture (§5): PNG or JPEG by content, this size at most. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A required text, trimmed, with its own messages. */
const required = (max: number, missing: string, tooLong: string) => Text(1000, { invalid: missing }).trim().min(1, missing).pipe(z.string().max(max, tooLong));
/** An optional text: empty means none. */
const optional = (max: number, tooLong: string) => Text(1000).trim().pipe(z.string().max(max, tooLong));

const BIRTH_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day between 1900-01-01 and today (a birthday is never in the future). */
export const isBirthDate = (value: string, today = new Date()): boolean => {
  const m = BIRTH_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && date.getTime() <= today.getTime();
};

export const AccountEmail = Text(1000, { invalid: 'validation.email-required' }).trim().min(1, 'validation.email-required').toLowerCase()
  .pipe(z.string().max(254, 'validation.valid-email-required').regex(EMAIL_PATTERN, 'validation.valid-email-required'));

/** POST /api/users/user-data: the account form (§3), phone of 8 digits after +965 (§5). */
export const AccountUpdateBody = z.object({
  firstName: required(50, 'server.account-first-name-required', 'server.account-name-too-long'),
  lastName: required(50, 'server.account-last-name-required', 'server.account-name-too-long'),
  phone: Text(1000, { invalid: 'server.employee-phone-required' }).trim().min(1, 'server.employee-phone-required').pipe(z.string().regex(PHONE_PATTERN, 'validation.phone-invalid')),
  email: AccountEmail,
  address: optional(200, 'server.account-address-too-long'),
  nationality: optional(60, 'server.account-nationality-too-long'),
  dateOfBirth: z.union([z.literal(''), Text(10).refine((v) => isBirthDate(v), 'server.account-birth-date-invalid')]),
  gender: z.enum(['', ...GENDERS], { message: 'server.account-gender-invalid' }),
  country: z.enum(['', ...COUNTRY_CODES], { message: 'server.account-country-invalid' }),
});
export type AccountUpdateBody = z.input<typeof AccountUpdateBody>;

/** PUT /api/users/{id}: the privacy form — the old password, a new one and its confirmation (§5). */
export const PrivacyUpdateBody = z.object({
  oldPassword: Text(PASSWORD_MAX, { invalid: 'server.old-password-required', tooLong: 'server.old-password-wrong' }).min(1, 'server.old-password-required'),
  password: Text(PASSWORD_MAX, { invalid: 'server.new-password-required', tooLong: 'validation.password-max' })
    .min(1, { message: 'server.new-password-required', abort: true })
    .min(EMPLOYEE_PASSWORD_MIN, 'validation.password-min'),
  passwordConfirmation: Text(PASSWORD_MAX, { invalid: 'validation.passwords-do-not-match', tooLong: 'validation.passwords-do-not-match' }),
}).refine((v) => v.password === v.passwordConfirmation, { message: 'validation.passwords-do-not-match', path: ['passwordConfirmation'] });
export type PrivacyUpdateBody = z.input<typeof PrivacyUpdateBody>;

/** GET /api/users/self/account: what the account form starts from. */
export const AccountDetails = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  userName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  gender: z.union([z.literal(''), z.enum(GENDERS)]),
  country: z.union([z.literal(''), z.enum(COUNTRY_CODES)]),
  roles: z.array(z.string()),
  image: z.object({ url: z.string() }).nullable(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  likes: z.number().int(),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

/** Part 2 §3 Follower. */
export const Follower = z.object({ id: z.number().int(), fullName: z.string(), username: z.string(), avatar: z.string().nullable() });
export type Follower = z.infer<typeof Follower>;
export const FollowerList = z.object({ data: z.array(Follower) });
export type FollowerList = z.infer<typeof FollowerList>;

/** A product on a public profile: the company's active ones. */
export const ProfileProduct = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), price: z.number().int().nullable(), imageUrl: z.string().nullable() });

/** GET /api/accounts/{id}: a user's public profile (§3 User) as another signed-in user sees it. */
export const PublicProfile = z.object({
  id: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  likes: z.number().int(),
  /** Whether the reader follows this user; the reader's own profile has no Follow button. */
  isFollowing: z.boolean(),
  isSelf: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  products: z.array(ProfileProduct),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const FollowReply = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowReply = z.infer<typeof FollowReply>;

/** GET /api/users/self/deactivation: what deactivating would also do (§6: employees are told first). */
export const DeactivationPreview = z.object({
  /** Active employees who are signed out and deactivated with the company (no other company user remains). */
  employeesAffected: z.number().int(),
});
export type DeactivationPreview = z.infer<typeof DeactivationPreview>;

/** DELETE /api/users/{id}: a company with employees must say it read what happens to them. */
export const DeactivationBody = z.object({ employeesAcknowledged: z.boolean().optional() });
export type DeactivationBody = z.infer<typeof DeactivationBody>;
