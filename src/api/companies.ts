// Typed calls of the company resource (server/routes/companies.ts; part 2 §7 Account and company).
// Silent: the company form words its own failures (§8 "Update failed", "Failed to upload file").
import { readApiError } from './boot-shapes';
import { apiCall, requestHeaders, sharedFailureMessage } from './client';
import { MessageReply } from './schemas/common';
import { CompanyFileReply, CompanyReply, type CompanyForm, type DocumentType } from './schemas/companies';
import { postWithProgress } from './upload-progress';

export const fetchCompany = (signal?: AbortSignal) => apiCall('/companies/self', CompanyReply, { signal, silent: true });

/** PUT /companies/self sent as POST with _method PUT (§7). */
export const saveCompany = (userId: number, company: CompanyForm, signal?: AbortSignal) =>
  apiCall('/companies/self', MessageReply, { method: 'POST', body: { _method: 'PUT', user: { id: userId }, company }, signal, silent: true });

/** POST /companies/self/add-file with real upload progress. */
export function uploadCompanyFile(file: File, fileType: DocumentType, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file, file.name);
  return postWithProgress('/companies/self/add-file', form, CompanyFileReply, onProgress, signal);
}

/** A private document's bytes (the bearer token reads it), to open as a blob URL. */
export async function fetchCompanyFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { headers: requestHeaders(), signal });
  if (!res.ok) throw { status: res.status, body: null };
  return res.blob();
}

/** The reply's body and status, from an ofetch error or an upload's { status, body }. */
function replyOf(error: unknown): { status?: number; body?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  if ('response' in error) {
    const e = error as { response?: { status: number }; data?: unknown };
    return { status: e.response?.status, body: e.data };
  }
  return 'status' in error ? (error as { status: number; body?: unknown }) : {};
}

/**
 * What a failed company call shows: the line's or server's message (offline, 500…), else the server's
 * field messages with `fallbackKey` (§8), or its message (§8 "Company update failed: server message").
 */
export function companyFailure(error: unknown, fallbackKey: string): { message: string; fieldErrors: Record<string, string> } {
  const shared = sharedFailureMessage(error);
  if (shared) return { message: shared, fieldErrors: {} };
  const reply = readApiError(replyOf(error).body);
  const fieldErrors = Object.fromEntries(Object.entries(reply?.errors ?? {}).map(([field, list]) => [field.replace(/^company\./, ''), list[0]]));
  const message = Object.keys(fieldErrors).length > 0 || !reply?.message ? fallbackKey : reply.message;
  return { message, fieldErrors };
}
