// Typed calls of the account resource (server/routes/account.ts). Silent: each form words
// its own failure (§8 "Please try again.") beside the server's field messages.
import { readApiError } from './boot-shapes';
import { apiCall, failureOf, sharedFailureMessage, unreadReply } from './client';
import {
  AccountDetails, DeactivationPreview, FollowReply, FollowerList, PublicProfile,
  type AccountUpdateBody, type PrivacyUpdateBody,
} from './schemas/account';
import { MessageReply } from './schemas/common';
import { postWithProgress, type UploadFailure } from './upload-progress';
import { z } from 'zod';

const ImageReply = z.object({ url: z.string() });

export const fetchAccount = (signal?: AbortSignal) => apiCall('/users/self/account', AccountDetails, { signal, silent: true });

export const saveAccount = (body: AccountUpdateBody, signal?: AbortSignal) =>
  apiCall('/users/user-data', AccountDetails, { method: 'POST', body, signal, silent: true });

/** The privacy form: PUT /users/{id} sent as POST with _method PUT (part 2 §7). */
export const changePassword = (userId: number, body: PrivacyUpdateBody, signal?: AbortSignal) =>
  apiCall(`/users/${userId}`, MessageReply, { method: 'POST', body: { _method: 'PUT', ...body }, signal, silent: true });

/** POST /users/add-image (multipart field image) with real upload progress. */
export function uploadAvatar(file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('image', file, file.name);
  return postWithProgress('/users/add-image', body, ImageReply, onProgress, signal);
}

export const removeAvatar = (signal?: AbortSignal) =>
  apiCall('/users/delete-image', unreadReply, { method: 'POST', body: { _method: 'DELETE' }, signal, silent: true });

export const fetchDeactivationPreview = (signal?: AbortSignal) => apiCall('/users/self/deactivation', DeactivationPreview, { signal, silent: true });

export const deactivateAccount = (userId: number, employeesAcknowledged: boolean, signal?: AbortSignal) =>
  apiCall(`/users/${userId}`, unreadReply, { method: 'POST', body: { _method: 'DELETE', employeesAcknowledged }, signal, silent: true, keepOnRouteChange: true });

export const fetchProfile = (id: number, signal?: AbortSignal) => apiCall(`/accounts/${id}`, PublicProfile, { signal, silent: true });

export const fetchFollows = (id: number, side: 'followers' | 'following', signal?: AbortSignal) =>
  apiCall(`/accounts/${id}/${side}`, FollowerList, { signal, silent: true });

export const followUser = (id: number, signal?: AbortSignal) => apiCall(`/accounts/${id}/follow`, FollowReply, { method: 'POST', signal, silent: true });

export const unfollowUser = (id: number, signal?: AbortSignal) =>
  apiCall(`/accounts/${id}/follow`, FollowReply, { method: 'POST', body: { _method: 'DELETE' }, signal, silent: true });

/** An upload's `{ status, body }` (XMLHttpRequest), as opposed to ofetch's error. */
const isUploadFailure = (error: unknown): error is UploadFailure =>
  typeof error === 'object' && error !== null && !(error instanceof Error) && 'status' in error && typeof error.status === 'number';

/**
 * What a failed account call shows: the line's or server's message (offline, 500…), else the server's
 * field messages with §8's "Please try again." (`fallbackKey`) as the form's message.
 */
export function accountFailure(error: unknown, fallbackKey: string): { status?: number; message: string; fieldErrors: Record<string, string> } {
  const { status, body } = isUploadFailure(error) ? error : failureOf(error);
  const shared = sharedFailureMessage(error);
  if (shared) return { status, message: shared, fieldErrors: {} };
  const reply = readApiError(body);
  const fieldErrors = Object.fromEntries(Object.entries(reply?.errors ?? {}).map(([field, list]) => [field, list[0]]));
  const message = Object.keys(fieldErrors).length > 0 || !reply?.message ? fallbackKey : reply.message;
  return { status, message, fieldErrors };
}
