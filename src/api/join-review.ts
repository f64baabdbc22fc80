// Typed calls of the administrators' Join Us review (server/routes/join-review.ts).
import { readApiError } from './boot-shapes';
import { apiCall, failureOf, requestHeaders, sharedFailureMessage } from './client';
import { JoinDecisionReply, JoinReviewList, type JoinReviewStatus } from './schemas/join-review';

export const fetchJoinRequests = (status: JoinReviewStatus | null, signal?: AbortSignal) =>
  apiCall('/admin/join-requests', JoinReviewList, { query: status ? { status } : undefined, signal, silent: true });

export const approveJoinRequest = (id: number, signal?: AbortSignal) =>
  apiCall(`/admin/join-requests/${id}/approve`, JoinDecisionReply, { method: 'POST', signal, silent: true });

export const declineJoinRequest = (id: number, reason: string, signal?: AbortSignal) =>
  apiCall(`/admin/join-requests/${id}/decline`, JoinDecisionReply, { method: 'POST', body: { reason }, signal, silent: true });

/** The application's PDF (private: the bearer token reads it), to open as a blob URL. */
export async function fetchJoinAttachment(id: number, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(`/api/admin/join-requests/${id}/attachment`, { headers: requestHeaders(), signal });
  if (!res.ok) throw { status: res.status, body: null };
  return res.blob();
}

/** 409: another administrator (or the command line) decided it first. */
export const isDecidedAlready = (error: unknown) => failureOf(error).status === 409;

/** What a failed call says: the line's message, our words for 403, a field's message, else the server's. */
export function reviewFailure(error: unknown, fallbackKey: string): string {
  const shared = sharedFailureMessage(error);
  if (shared) return shared;
  const { status, body } = failureOf(error);
  if (status === 403) return 'admin.not-allowed';
  const reply = readApiError(body);
  const field = reply?.errors ? Object.values(reply.errors).flat()[0] : undefined;
  return field || reply?.message || fallbackKey;
}
