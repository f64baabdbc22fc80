// Zod-free checks of what the first render reads: the error reply `{message, errors?}` and the stored
// auth record. Full zod is 30 kB of gzip the login page would wait for; these mirror ApiError,
// AuthRecord and CurrentUser in ./schemas exactly (boot-shapes.test.ts feeds both the same values).
import { ROLES } from '../domain/roles';
import type { AuthRecord } from './schemas/auth';
import type { ApiError } from './schemas/common';
import type { CurrentUser } from './schemas/users';

type Fields = Record<string, unknown>;

const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
/** Every element, holes included (`every` would skip a hole; zod reads it as undefined). */
const isListOf = <T>(v: unknown, check: (x: unknown) => boolean): v is T[] => Array.isArray(v) && Array.from(v).every(check);
const isStringList = (v: unknown): v is string[] => isListOf<string>(v, isString);
const nullOr = <T>(check: (v: unknown) => v is T) => (v: unknown): v is T | null => v === null || check(v);

const ROLE_NAMES: readonly unknown[] = ROLES;

/** The body of a failed call as `{message, errors?}`, or null when it is not one. */
export function readApiError(body: unknown): ApiError | null {
  if (!isFields(body) || !isString(body.message)) return null;
  const { errors } = body;
  if (errors === undefined) return { message: body.message };
  if (!isFields(errors) || !Object.values(errors).every(isStringList)) return null;
  return { message: body.message, errors: errors as Record<string, string[]> };
}

const isImage = (v: unknown): v is { url: string } => isFields(v) && isString(v.url);
const isCompany = (v: unknown): v is NonNullable<CurrentUser['company']> =>
  isFields(v) && isInt(v.id) && isString(v.name) && isString(v.slug);

function isCurrentUser(v: unknown): v is CurrentUser {
  return isFields(v) && isInt(v.id) && nullOr(isInt)(v.sellerId) && isString(v.fullName) && isString(v.userName)
    && isString(v.email) && nullOr(isImage)(v.image) && isListOf(v.roles, (r) => ROLE_NAMES.includes(r)) && v.roles.length > 0
    && nullOr(isCompany)(v.company);
}

/** A stored auth record, or null when what was stored is not one. */
export function readAuthRecord(v: unknown): AuthRecord | null {
  const ok = isFields(v) && isString(v.userName) && isString(v.access_token) && isString(v.token)
    && v.token_type === 'Bearer' && isCurrentUser(v.user);
  return ok ? (v as AuthRecord) : null;
}
