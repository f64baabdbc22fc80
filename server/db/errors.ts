/** A unique-constraint failure, from pg or PGlite, bare or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * SQLSTATEs only a value from outside can cause: a string too long for its column (22001), a number
 * out of range (22003), an impossible date or time (22007, 22008), a NUL or untranslatable character
 * (22021, 22P05), text that is not a number (22P02), a bad LIKE escape (22019, 22025), a value too big
 * for an index row (54000). Others of class 22 (division by zero...) are the server's own faults.
 */
const INPUT_DATA_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P05', '22P02', '22019', '22025', '54000']);

/**
 * The SQLSTATE when the database refused a value as data. It is the caller's fault, but it also means
 * a schema let the value through: the error handler answers 400 and logs a warning.
 */
export function dataExceptionCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && INPUT_DATA_CODES.has(e.code)) return e.code;
  }
  return undefined;
}

/** Socket-level failures of a connection to PostgreSQL (refused, reset, timed out, host gone). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The database is not there for the moment, rather than the query being wrong: a refused or broken
 * connection, PostgreSQL shutting down or starting up (57P01-57P03), a connection exception (class 08),
 * or pg's own words for a connection that ended or could not be had in time. The error handler answers
 * 503 with Retry-After; the pool opens fresh connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && (CONNECTION_ERRNOS.has(e.code) || /^(57P0[123]|08\w{3})$/.test(e.code))) return true;
    if (typeof e.message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/.test(e.message)) return true;
  }
  return false;
}
