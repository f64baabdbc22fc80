// Typed calls of the employees resource (server/routes/employees.ts). Company role only. The reply
// schemas (and zod) load with the first call, beside its request, not with the screen (ReplySchema in ./client).
import { FetchError } from 'ofetch';
import { apiCall, failureOf, sharedFailureMessage, unreadReply } from './client';
import { readApiError } from './boot-shapes';
import type { EmployeeCreateBody, EmployeeEditBody, EmployeeListQuery, EmployeeListReply, EmployeeRow } from './schemas/employees';

const schemas = () => import('./schemas/employees');

const defined = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** One keyset page; silent: the list says 'Failed to load employees' itself (part 1 §8), once. */
export function fetchEmployeePage(query: EmployeeListQuery, signal?: AbortSignal): Promise<EmployeeListReply> {
  return apiCall('/employees', () => schemas().then((m) => m.EmployeeListReply), { query: defined(query), signal, silent: true });
}

/** Silent: the form shows the server's field errors (user name taken…) itself. */
export function createEmployee(body: EmployeeCreateBody, signal?: AbortSignal): Promise<EmployeeRow> {
  return apiCall('/employees', () => schemas().then((m) => m.EmployeeRow), { method: 'POST', body, signal, silent: true });
}

export function editEmployee(id: number, body: EmployeeEditBody, signal?: AbortSignal): Promise<EmployeeRow> {
  return apiCall(`/employees/${id}`, () => schemas().then((m) => m.EmployeeRow), { method: 'PUT', body, signal, silent: true });
}

export function deleteEmployee(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/employees/${id}`, unreadReply, { method: 'DELETE', signal, silent: true }).then(() => undefined);
}

export function restoreEmployee(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/employees/${id}/restore`, unreadReply, { method: 'POST', signal, silent: true }).then(() => undefined);
}

export type CsvFile = { blob: Blob; fileName: string };

/** The export's reply is the file itself (not JSON): a Blob, or a failure like any reply that breaks its schema. */
const csvReply = {
  parse(reply: unknown): Blob {
    if (reply instanceof Blob) return reply;
    throw new TypeError('the export did not answer with a file');
  },
};

/**
 * GET /api/employees/export with the bearer token: the file's bytes as they came (the BOM kept,
 * which `text()` would strip) and the server's file name. A refusal's JSON body (429: once a month)
 * arrives as a Blob too; it is read back into `{ message }` so `employeeFailure` can show it.
 */
export async function exportEmployeesCsv(query: Pick<EmployeeListQuery, 'q' | 'status'>, signal?: AbortSignal): Promise<CsvFile> {
  let fileName = `employees-${new Date().toISOString().slice(0, 10)}.csv`;
  try {
    const blob = await apiCall('/employees/export', csvReply, {
      query: defined(query),
      signal,
      silent: true,
      // The client is typed for JSON; ofetch itself takes any response type.
      ...({ responseType: 'blob' } as object),
      headers: { accept: 'text/csv, application/json' },
      onResponse: ({ response }) => {
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        if (named) fileName = named[1];
      },
    });
    return { blob, fileName };
  } catch (error) {
    const data = error instanceof FetchError ? error.data : undefined;
    if (!(error instanceof FetchError) || !(data instanceof Blob)) throw error;
    let body: unknown;
    try {
      body = JSON.parse(await data.text());
    } catch {
      body = undefined;
    }
    // A FetchError's data is read-only: the same failure again, with the body read.
    throw Object.assign(new FetchError(error.message), { response: error.response, data: body });
  }
}

/** What a failed employee call says: the server's message (translated) and a 422's first message per field. */
export function employeeFailure(error: unknown, fallbackKey: string): { status?: number; message: string; fieldErrors: Record<string, string> } {
  const { status, body } = failureOf(error);
  const shared = sharedFailureMessage(error);
  if (shared) return { status, message: shared, fieldErrors: {} };
  if (status === 404) return { status, message: 'employees-screen.not-found', fieldErrors: {} };
  const reply = readApiError(body);
  if (status === 403 && !reply?.message) return { status, message: 'employees-screen.not-allowed', fieldErrors: {} };
  if (!reply) return { status, message: fallbackKey, fieldErrors: {} };
  const fieldErrors = Object.fromEntries(Object.entries(reply.errors ?? {}).map(([field, list]) => [field, list[0]]));
  return { status, message: reply.message || fallbackKey, fieldErrors };
}
