import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from node:crypto; the parameters travel inside the hash so they can be raised later
// without breaking stored hashes. Format: scrypt$N$r$p$salt$hash (salt and hash base64).
const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(rr), p: Number(pp), maxmem: 256 * Number(n) * Number(rr) + 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const pick = (letters: string) => letters[randomInt(letters.length)];

/**
 * A strong random password for accounts created by an administrator: random letters and digits, then
 * one of each kind (a digit, a capital, a small letter) so every one has all kinds, and a symbol.
 */
export function generatePassword(): string {
  const alphabet = `${UPPER}${LOWER}23456789`;
  const body = Array.from({ length: 12 }, () => pick(alphabet)).join('');
  return `${body.slice(0, 6)}-${body.slice(6)}${randomInt(10)}${pick(UPPER)}${pick(LOWER)}`;
}
