import { z } from '@hono/zod-openapi';
import { ApiError } from '../../src/api/schemas/common';

/** 429 from login and reset-code requests: ApiError plus the seconds to wait (also in Retry-After). */
export const LoginLocked = ApiError.extend({ retryAfter: z.number().int() });

/** Response blocks for documenting the error replies every route can give. */
const error = (description: string, schema: z.ZodType = ApiError) => ({
  description,
  content: { 'application/json': { schema } },
});
export const errors = {
  401: error('Unauthenticated.'),
  403: error('Forbidden: signed in, but not allowed to do this.'),
  404: error('Resource not found.'),
  409: error('Conflict.'),
  413: error('The body is larger than the route allows (1 MB; upload routes say their limit).'),
  422: error('Validation failed; `errors` holds the translated messages per field.'),
  429: error('Too many attempts; retry after `retryAfter` seconds.', LoginLocked),
};

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const bearer = [{ bearerAuth: [] }];
