// What the session keeps across reloads: the auth record and the login lock (part 1 §4).
// Read without zod (src/api/boot-shapes.ts): this runs before the first render.
import { readAuthRecord } from '../../api/boot-shapes';
import type { AuthRecord } from '../../api/schemas/auth';
import { frameCookie } from '../../domain/signed-in-frame';

export const AUTH_STORAGE_KEY = 'souqdesk.auth';
export const LOCK_STORAGE_KEY = 'souqdesk.loginLock';

export type LoginLock = { failures: number; lockedUntil: number | null };
export const NO_LOCK: LoginLock = { failures: 0, lockedUntil: null };

/** Everything the machine needs to start: what was stored, and the time it starts at. */
export type SessionStart = { auth: AuthRecord | null; lock: LoginLock; now: number };

/** A count from 0 and an epoch time or null; anything else starts clean. */
function readLoginLock(v: unknown): LoginLock | null {
  if (typeof v !== 'object' || v === null) return null;
  const { failures, lockedUntil } = v as Record<string, unknown>;
  const ok = Number.isSafeInteger(failures) && (failures as number) >= 0
    && (lockedUntil === null || (typeof lockedUntil === 'number' && Number.isFinite(lockedUntil)));
  return ok ? { failures: failures as number, lockedUntil: lockedUntil as number | null } : null;
}

function read<T>(key: string, check: (v: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    return check(JSON.parse(raw));
  } catch {
    // Private mode, a foreign value, no localStorage (tests): start clean.
    return null;
  }
}

/** Whether the value is now what local storage holds. */
function write(key: string, value: unknown | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or unavailable: the session still works until the page reloads.
    return false;
  }
}

export const readStoredStart = (): SessionStart => ({
  auth: read(AUTH_STORAGE_KEY, readAuthRecord),
  lock: read(LOCK_STORAGE_KEY, readLoginLock) ?? NO_LOCK,
  now: Date.now(),
});

/** The record, and the cookie that tells the server to send the signed-in frame (src/domain/signed-in-frame.ts). */
export function writeAuthRecord(record: AuthRecord | null) {
  // A record the next visit will not find (no storage) asks for no frame either.
  rememberFrameRole(write(AUTH_STORAGE_KEY, record) ? record : null);
}

/** The cookie follows the stored record: boot writes it too, for records stored before the cookie. */
export function rememberFrameRole(record: AuthRecord | null) {
  try {
    document.cookie = frameCookie(record?.user.roles[0] ?? null, location.protocol === 'https:');
  } catch {
    // No document (the machine's tests in Node): nothing to tell a server.
  }
}

/** A clean slate is removed rather than stored. */
export const writeLoginLock = (lock: LoginLock) =>
  write(LOCK_STORAGE_KEY, lock.failures === 0 && lock.lockedUntil === null ? null : lock);
