// Join Us (public): POST /api/join-requests as multipart/form-data, the fields already validated
// and normalised by the shared schema (https:// added, phone as +prefix digits).
import { JoinRequestReply, type JoinRequestFields } from './schemas/join';
import { apiCall } from './client';

/** The multipart body the server expects: every value a string, booleans as 'true' / 'false'. */
export function joinRequestFormData(fields: JoinRequestFields, attachment?: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, typeof value === 'boolean' ? String(value) : value);
  if (attachment) data.append('attachment', attachment, attachment.name);
  return data;
}

/** Silent: the dialog shows the failure itself, beside the fields (a snackbar would sit behind it). */
export function submitJoinRequest(fields: JoinRequestFields, attachment?: File | null, signal?: AbortSignal): Promise<JoinRequestReply> {
  return apiCall('/join-requests', JoinRequestReply, {
    method: 'POST',
    body: joinRequestFormData(fields, attachment),
    signal,
    silent: true,
  });
}
