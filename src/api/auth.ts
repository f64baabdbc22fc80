// Typed calls of the auth resource (server/routes/auth.ts, server/routes/users.ts /users/self).
import { z } from 'zod';
import { apiCall } from './client';
import { AuthRecord, ForgotPasswordReply, type ForgotPasswordBody, type LoginBody, type ResetPasswordBody } from './schemas/auth';
import { MessageReply } from './schemas/common';
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
