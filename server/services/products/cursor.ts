import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../../../src/api/schemas/common';
import { fieldError } from '../../http/errors';

/** A keyset cursor: the (created_at, id) of the last row of a page (see KeysetCursor in the contract). */
export type Cursor = KeysetPosition;

export const encodeCursor = encodeKeysetCursor;

/** The routes' schemas already refused a bad cursor; this keeps a service called otherwise just as safe. */
export function decodeCursor(text: string): Cursor {
  const position = decodeKeysetCursor(text);
  if (!position) throw fieldError('cursor', 'validation.cursor-invalid');
  return position;
}
