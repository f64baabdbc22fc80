// `npm run admin` while a server holds the PGlite data directory: the review goes through that server's API
// (/api/admin/join-requests), signed in as an administrator (ADMIN_LOGIN, ADMIN_PASSWORD).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JoinDecisionReply, JoinReviewList, type JoinReviewItem } from '../src/api/schemas/join-review';
import type { Config } from './config';

/** The live process holding DATA_DIR's PGlite database (bootstrap.ts writes its pid), or 0. */
export function pgliteHolder(dataDir: string): number {
  let pid = 0;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
  if (!pid || pid === process.pid) return 0;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : 0;
  }
}

export class RemoteError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

/** A signed-in administrator's calls to the running server. */
export async function remoteReview(config: Config, env: NodeJS.ProcessEnv = process.env) {
  const base = (env.ADMIN_API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
  const login = env.ADMIN_LOGIN;
  const password = env.ADMIN_PASSWORD;
  if (!login || !password) {
    throw new Error(`A server holds ${config.dataDir}, so this goes through its API at ${base}: ` +
      'sign in as an administrator with ADMIN_LOGIN and ADMIN_PASSWORD (e.g. ADMIN_LOGIN=admin ADMIN_PASSWORD=... npm run admin -- approve 3).');
  }
  const request = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { accept: 'application/json', 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
    if (!res.ok) {
      const detail = data.errors ? Object.values(data.errors).flat().join('; ') : '';
      throw new RemoteError(res.status, [data.message ?? res.statusText, detail].filter(Boolean).join(': '));
    }
    return data;
  };
  const { token } = (await request('POST', '/auth/login', undefined, { login, password })) as { token: string };
  return {
    list: async (): Promise<JoinReviewItem[]> => JoinReviewList.parse(await request('GET', '/admin/join-requests', token)).data,
    approve: async (id: number) => JoinDecisionReply.parse(await request('POST', `/admin/join-requests/${id}/approve`, token)),
    decline: async (id: number, reason: string) =>
      JoinDecisionReply.parse(await request('POST', `/admin/join-requests/${id}/decline`, token, { reason })),
    logout: () => request('POST', '/auth/logout', token).catch(() => undefined),
  };
}
