import type { Vars } from '../i18n/t';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/**
 * An error meant for the caller. `key` and the `errors` values are i18n keys, translated in the
 * request's language by the error handler, so services never need to know the locale.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly key: string,
    readonly options: {
      vars?: Vars;
      /** Field → i18n keys. */
      errors?: Record<string, string[]>;
      /** Seconds until the caller may try again (429, 503). */
      retryAfter?: number;
    } = {},
  ) {
    super(key);
  }
}

export const unauthenticated = () => new HttpError(401, 'server.unauthenticated');
export const forbidden = () => new HttpError(403, 'server.forbidden');
export const notFound = () => new HttpError(404, 'server.not-found');
export const busy = () => new HttpError(503, 'server.busy', { retryAfter: 1 });
/** PostgreSQL cannot be reached for the moment (on-error.ts, /api/ready); the pool reconnects on its own. */
export const databaseUnavailable = () => new HttpError(503, 'server.busy', { retryAfter: 2 });

/** A 422 whose message is the joined field messages, like a schema failure. */
export const fieldError = (field: string, key: string) => new HttpError(422, '', { errors: { [field]: [key] } });
