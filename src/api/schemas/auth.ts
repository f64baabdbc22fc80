import { z } from 'zod';
import { PASSWORD_MAX } from '../../domain/limits';
import { Text } from './common';
import { CurrentUser } from './users';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LoginBody = z.object({
  /** User name or e-mail (an e-mail is at most 254 characters). Checked before any lookup or throttle write. */
  login: Text(254).trim().min(1, 'validation.fill-required-fields'),
  /** No password of this app is longer than PASSWORD_MAX; a little room for older ones. */
  password: Text(200).min(1, 'validation.fill-required-fields'),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The record the client stores after login (part 1 §3 "Auth record"). */
export const AuthRecord = z.object({
  userName: z.string(),
  access_token: z.string(),
  token: z.string(),
  token_type: z.literal('Bearer'),
  user: CurrentUser,
});
export type AuthRecord = z.infer<typeof AuthRecord>;

export const ForgotPasswordBody = z.object({
  email: Text(254, { tooLong: 'validation.valid-email-required' }).trim().min(1, 'validation.email-required').regex(EMAIL_PATTERN, 'validation.valid-email-required'),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ForgotPasswordReply = z.object({
  message: z.string(),
  /** Seconds the code stays valid (the reset screen's countdown). */
  expiresIn: z.number().int(),
});
export type ForgotPasswordReply = z.infer<typeof ForgotPasswordReply>;

export const ResetPasswordBody = z
  .object({
    email: Text(254, { tooLong: 'validation.valid-email-required' }).trim().regex(EMAIL_PATTERN, 'validation.valid-email-required'),
    code: Text(100, { tooLong: 'validation.code-invalid' }).trim().min(1, 'validation.token-required').regex(/^\d{6}$/, 'validation.code-invalid'),
    password: Text(PASSWORD_MAX, { tooLong: 'validation.password-max' }).min(8, 'validation.password-min'),
    passwordConfirmation: Text(PASSWORD_MAX, { tooLong: 'validation.passwords-do-not-match' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'validation.passwords-do-not-match',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
