// Voice messages, photos and saved replies in chats (server/routes/chat-uploads.ts, saved-replies.ts).
// Silent like the other chat calls: the box words its own failures.
import { readApiError } from './boot-shapes';
import { apiCall, failureOf, requestHeaders, sharedFailureMessage, unreadReply } from './client';
import type { Message, SavedReply } from './schemas/chats';

const schemas = () => import('./schemas/chats');

/** A recorded WAV sent as a voice message to `userId`. */
export function sendVoice(userId: number, wav: Blob, signal?: AbortSignal): Promise<Message> {
  const body = new FormData();
  body.append('audio', wav, 'voice.wav');
  return apiCall(`/chats/messages/${userId}/voice`, () => schemas().then((m) => m.Message), { method: 'POST', body, signal, silent: true });
}

/** Photos (PNG/JPEG) sent as one message to `userId`, with an optional caption (the message's text). */
export function sendImages(userId: number, files: File[], caption: string, signal?: AbortSignal): Promise<Message> {
  const body = new FormData();
  for (const f of files) body.append('images', f, f.name);
  if (caption !== '') body.append('message', caption);
  return apiCall(`/chats/messages/${userId}/images`, () => schemas().then((m) => m.Message), { method: 'POST', body, signal, silent: true });
}

/**
 * A message's file (`/api/chats/files/…`), read with the bearer token (the conversation's parties only), as a
 * blob for an object URL: an <img> or the player cannot send the token themselves.
 */
export async function fetchChatFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { headers: requestHeaders(), signal });
  if (!res.ok) throw new Error(`chat file ${res.status}`);
  return res.blob();
}

export function fetchSavedReplies(signal?: AbortSignal): Promise<SavedReply[]> {
  return apiCall('/chats/saved-replies', () => schemas().then((m) => m.SavedRepliesReply), { signal, silent: true }).then((r) => r.data);
}

export function addSavedReply(body: { title: string; text: string }, signal?: AbortSignal): Promise<SavedReply> {
  return apiCall('/chats/saved-replies', () => schemas().then((m) => m.SavedReply), { method: 'POST', body, signal, silent: true });
}

export function editSavedReply(id: number, body: { title: string; text: string }, signal?: AbortSignal): Promise<SavedReply> {
  return apiCall(`/chats/saved-replies/${id}`, () => schemas().then((m) => m.SavedReply), { method: 'PUT', body, signal, silent: true });
}

export function deleteSavedReply(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/chats/saved-replies/${id}`, unreadReply, { method: 'POST', body: { _method: 'DELETE' }, signal, silent: true }).then(() => undefined);
}

/**
 * What the saved-replies form shows for a failed add or edit: the line's or the server's trouble, else a
 * 422's first field error (already in the seller's language), else `fallbackKey` (a refusal, a missing reply).
 */
export function savedReplyFailure(error: unknown, fallbackKey: string): string {
  const shared = sharedFailureMessage(error);
  if (shared) return shared;
  const { status, body } = failureOf(error);
  const reply = status === 422 ? readApiError(body) : null;
  return reply?.errors?.title?.[0] || reply?.errors?.text?.[0] || reply?.message || fallbackKey;
}
