import { HttpError } from '../../http/errors';

/**
 * A keyset cursor: the (created_at, id) of the last row of a page. created_at travels as the
 * database's own microsecond text, so rows that differ below the millisecond are not skipped.
 */
export interface Cursor {
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.createdAt}|${c.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!TIMESTAMP.test(createdAt ?? '') || !/^\d{1,10}$/.test(id ?? '')) {
    throw new HttpError(422, '', { errors: { cursor: ['server.product-cursor-invalid'] } });
  }
  return { createdAt, id: Number(id) };
}
