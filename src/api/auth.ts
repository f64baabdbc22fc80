// Typed calls of the auth resource (server/routes/auth.ts, server/routes/users.ts /users/self).
import { z } from 'zod';
import { apiCall, failureOf } from './client';
import { AuthRecord, ForgotPasswordReply, type ForgotPasswordBody, type LoginBody, type ResetPasswordBody } from './schemas/auth';
import { ApiError, MessageReply } from './schemas/common';
import { CurrentUser } from './schemas/users';

/**
 * Silent: the login form shows every failure itself (wrong credentials, the server's lock,
 * network trouble), so no snackbar doubles it. Kept across the navigation it causes.
 */
export function logIn(body: LoginBody, signal?: AbortSignal): Promise<AuthRecord> {
  return apiCall('/auth/login', AuthRecord, { method: 'POST', body, keepOnRouteChange: true, silent: true, signal });
}

export function fetchSelf(signal?: AbortSignal): Promise<CurrentUser> {
  return apiCall('/users/self', CurrentUser, { keepOnRouteChange: true, signal });
}

/** Silent: signing out ends locally whatever the server answers (an expired token is fine). */
export function logOut(signal?: AbortSignal): Promise<void> {
  return apiCall('/auth/logout', z.unknown(), { method: 'POST', keepOnRouteChange: true, silent: true, signal }).then(() => undefined);
}

/** Silent: the reset-request screen shows the outcome in its own status line. */
export function requestResetCode(body: ForgotPasswordBody, signal?: AbortSignal): Promise<ForgotPasswordReply> {
  return apiCall('/auth/password/forgot', ForgotPasswordReply, { method: 'POST', body, silent: true, signal });
}

/** Silent: a wrong or expired code is shown under the form, not in a snackbar. */
export function resetPassword(body: ResetPasswordBody, signal?: AbortSignal): Promise<MessageReply> {
  return apiCall('/auth/password/reset', MessageReply, { method: 'POST', body, silent: true, signal });
}

/**
 * The text to show for a failed auth call: the first message for `field` in a 422, else the
 * server's message (already in the seller's language), else `fallbackKey` (no reply, offline).
 */
export function failureMessage(error: unknown, fallbackKey: string, field?: string): string {
  const parsed = ApiError.safeParse(failureOf(error).body);
  if (!parsed.success) return fallbackKey;
  return (field && parsed.data.errors?.[field]?.[0]) || parsed.data.message || fallbackKey;
}
