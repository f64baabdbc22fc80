import type { Context, TypedResponse } from 'hono';

/** A 200 JSON reply whose text is already serialised (a page built by PostgreSQL), typed as the route documents it. */
export const jsonText = <T>(c: Context, text: string) =>
  c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
