// Typed calls of the auth resource (server/routes/auth.ts, server/routes/users.ts /users/self).
// The session machine runs these before the first render, so their schemas (and zod) load with the
// request, not with the page (ReplySchema in ./client).
import { apiCall, failureOf, requestHeaders, sharedFailureMessage, unreadReply } from './client';
import { SELF_PATH, takeEarly } from './early-replies';
import { readApiError } from './boot-shapes';
import type { AuthRecord, ForgotPasswordBody, ForgotPasswordReply, LoginBody, ResetPasswordBody } from './schemas/auth';
import type { MessageReply } from './schemas/common';
import type { CurrentUser } from './schemas/users';

const authSchemas = () => import('./schemas/auth');

/**
 * Silent: the login form shows every failure itself (wrong credentials, the server's lock,
 * network trouble), so no snackbar doubles it. Kept across the navigation it causes.
 */
export function logIn(body: LoginBody, signal?: AbortSignal): Promise<AuthRecord> {
  return apiCall('/auth/login', () => authSchemas().then((m) => m.AuthRecord), { method: 'POST', body, keepOnRouteChange: true, silent: true, signal });
}

const userSchema = () => import('./schemas/users').then((m) => m.CurrentUser);

/** Takes the reply boot asked for (early-replies.ts) when it came with the same token; else asks. */
export function fetchSelf(signal?: AbortSignal): Promise<CurrentUser> {
  const ask = () => apiCall(SELF_PATH, userSchema, { keepOnRouteChange: true, signal });
  const early = takeEarly(SELF_PATH, requestHeaders().authorization);
  return early ? early.then(async (data) => (await userSchema()).parse(data)).catch(ask) : ask();
}

/** Silent: signing out ends locally whatever the server answers (an expired token is fine). */
export function logOut(signal?: AbortSignal): Promise<void> {
  return apiCall('/auth/logout', unreadReply, { method: 'POST', keepOnRouteChange: true, silent: true, signal }).then(() => undefined);
}

/** Silent: the reset-request screen shows the outcome in its own status line. */
export function requestResetCode(body: ForgotPasswordBody, signal?: AbortSignal): Promise<ForgotPasswordReply> {
  return apiCall('/auth/password/forgot', () => authSchemas().then((m) => m.ForgotPasswordReply), { method: 'POST', body, silent: true, signal });
}

/** Silent: a wrong or expired code is shown under the form, not in a snackbar. */
export function resetPassword(body: ResetPasswordBody, signal?: AbortSignal): Promise<MessageReply> {
  return apiCall('/auth/password/reset', () => import('./schemas/common').then((m) => m.MessageReply), { method: 'POST', body, silent: true, signal });
}

/**
 * The text to show for a failed auth call: the first message for `field` in a 422, else the
 * server's message (already in the seller's language), else `fallbackKey` (no reply, offline).
 */
export function failureMessage(error: unknown, fallbackKey: string, field?: string): string {
  const shared = sharedFailureMessage(error);
  if (shared) return shared;
  const reply = readApiError(failureOf(error).body);
  if (!reply) return fallbackKey;
  return (field && reply.errors?.[field]?.[0]) || reply.message || fallbackKey;
}
