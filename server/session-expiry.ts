const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a sign-in token lives: it ends once unused for `idleMs` (each use starts the
 * wait again) and, however often it is used, `maxMs` after sign-in. Either way the next call answers
 * 401 and the client's session-expired path takes the seller to sign-in.
 */
export interface SessionExpiry {
  idleMs: number;
  maxMs: number;
}

/** A month unused, three months at most: a seller signs in about once a season on a device used daily. */
export const SESSION_DEFAULTS: SessionExpiry = { idleMs: 30 * DAY_MS, maxMs: 90 * DAY_MS };

/** SESSION_IDLE_DAYS and SESSION_MAX_DAYS (positive, fractions allowed); anything else keeps the default. */
export function sessionExpiryFrom(env: NodeJS.ProcessEnv): SessionExpiry {
  const days = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? n * DAY_MS : fallback;
  };
  return { idleMs: days(env.SESSION_IDLE_DAYS, SESSION_DEFAULTS.idleMs), maxMs: days(env.SESSION_MAX_DAYS, SESSION_DEFAULTS.maxMs) };
}
