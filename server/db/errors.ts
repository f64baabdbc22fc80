/** A unique-constraint failure, from pg or PGlite, bare or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * A value the database refused as data (SQLSTATE class 22: out of range, NUL byte, impossible date;
 * 54000: a value too big for an index row). Only input can cause these, so it is the caller's fault,
 * but it also means a schema let something through: the error handler answers 400 and logs a warning.
 */
export function dataExceptionCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '54000')) return e.code;
  }
  return undefined;
}
