import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token; the caller gets the token, the database only its sha256. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
