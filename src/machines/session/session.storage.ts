// What the session keeps across reloads: the auth record and the login lock (part 1 §4).
import { z } from 'zod';
import { AuthRecord } from '../../api/schemas/auth';

export const AUTH_STORAGE_KEY = 'souqdesk.auth';
export const LOCK_STORAGE_KEY = 'souqdesk.loginLock';

export const LoginLock = z.object({ failures: z.number().int().min(0), lockedUntil: z.number().nullable() });
export type LoginLock = z.infer<typeof LoginLock>;
export const NO_LOCK: LoginLock = { failures: 0, lockedUntil: null };

/** Everything the machine needs to start: what was stored, and the time it starts at. */
export type SessionStart = { auth: AuthRecord | null; lock: LoginLock; now: number };

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Private mode, a foreign value, no localStorage (tests): start clean.
    return null;
  }
}

function write(key: string, value: unknown | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the session still works until the page reloads.
  }
}

export const readStoredStart = (): SessionStart => ({
  auth: read(AUTH_STORAGE_KEY, AuthRecord),
  lock: read(LOCK_STORAGE_KEY, LoginLock) ?? NO_LOCK,
  now: Date.now(),
});

export const writeAuthRecord = (record: AuthRecord | null) => write(AUTH_STORAGE_KEY, record);
/** A clean slate is removed rather than stored. */
export const writeLoginLock = (lock: LoginLock) =>
  write(LOCK_STORAGE_KEY, lock.failures === 0 && lock.lockedUntil === null ? null : lock);
