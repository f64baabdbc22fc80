// A multipart POST that reports its upload progress: XMLHttpRequest, because fetch reports none.
// Resolves with the reply parsed by `schema`; rejects with { status, body } (status 0: nothing came
// back; aborted: true when cancelled), which callFailure in client.ts reads like any failed call.
import type { z } from 'zod';
import { requestHeaders } from './client';
import { dropPrefetched } from './prefetch';

export type UploadFailure = { status: number; body: unknown; aborted?: boolean };

export function postWithProgress<S extends z.ZodType>(
  path: string, form: FormData, schema: S, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    dropPrefetched();
    const xhr = new XMLHttpRequest();
    xhr.addEventListener('loadend', dropPrefetched);
    xhr.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded, e.total); };
    xhr.onload = () => {
      let body: unknown = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      const parsed = xhr.status >= 200 && xhr.status < 300 ? schema.safeParse(body) : undefined;
      if (parsed?.success) resolve(parsed.data); else reject({ status: xhr.status, body } satisfies UploadFailure);
    };
    xhr.onerror = () => reject({ status: 0, body: null } satisfies UploadFailure);
    xhr.onabort = () => reject({ status: 0, body: null, aborted: true } satisfies UploadFailure);
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
