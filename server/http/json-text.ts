import type { Context, TypedResponse } from 'hono';
import { jsonReply } from './compress-json';

/** A 200 JSON reply whose text is already serialised (a page built by PostgreSQL), typed as the route documents it. */
export const jsonText = <T>(c: Context, text: string) => jsonReply(c, text, 200 as never) as unknown as TypedResponse<T, 200, 'json'>;
