import { z } from 'zod';
import { ROLES } from '../../domain/roles';

/** Every error reply: `{ message, errors? }` (part 2 §8). `errors` maps a field to its messages. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

export const Locale = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof Locale>;

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Validation messages are i18n keys of the `validation` namespace; the server translates them. */
export const required = 'validation.required';

// The input contract. Every id, text, page, day and cursor a client sends goes through one of these,
// so nothing the database cannot hold (an id past int4, a NUL byte, an impossible date) reaches a query:
// malformed or out of range is a 422 with the field's key; a well-formed id that names nothing is a 404.

/** Largest PostgreSQL integer: every id column is int4. */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body or reply: a positive int4. `message` replaces the generic key where a form names the field. */
export const idOf = (message = 'validation.id-invalid') =>
  z.number({ message }).int(message).positive(message).max(INT4_MAX, message);
export const Id = idOf();

// The pattern documents the form in OpenAPI; the refinement adds the int4 bound a pattern cannot say.
const ID_TEXT = /^[1-9]\d{0,9}$/;
const isIdText = (v: string) => ID_TEXT.test(v) && Number(v) <= INT4_MAX;

/** An id in a path or a query string: the decimal text of a positive int4 (the route converts it). */
export const IdText = z.string().regex(ID_TEXT, { message: 'validation.id-invalid', abort: true }).refine(isIdText, 'validation.id-invalid');

/** `cursor=` of a list paged on id alone: the last id of the previous page. */
export const IdCursor = z.string().regex(ID_TEXT, { message: 'validation.cursor-invalid', abort: true }).refine(isIdText, 'validation.cursor-invalid');

/** Path parameters that are ids, e.g. `idParams('id')` for `/requests/{id}`. */
export const idParams = <K extends string>(name: K) => z.object({ [name]: IdText } as { [P in K]: typeof IdText });

/** Comma-separated ids (`usersIds=1,2`), at most 100. */
export const IdList = z.string().regex(/^\d+(,\d+)*$/, { message: 'validation.ids-invalid', abort: true }).refine(
  (v) => { const ids = v.split(','); return ids.length <= 100 && ids.every(isIdText); },
  'validation.ids-invalid',
);

/** PostgreSQL text cannot hold U+0000; no form of this app needs it. */
const NO_NUL = /^[^\u0000]*$/;

/**
 * Any text a client sends: at most `max` characters, no NUL byte. Chain `.trim().min(1, key)` for a
 * required field; `invalid` is the message when the value is not a string at all.
 */
export const Text = (max: number, messages: { tooLong?: string; invalid?: string } = {}) =>
  z.string(messages.invalid ? { message: messages.invalid } : undefined)
    .max(max, messages.tooLong ?? 'validation.too-long')
    .regex(NO_NUL, 'validation.text-invalid');

/** A search box (`q`, `receiverName`). */
export const SearchQuery = Text(100);

/** A page number from 1 (`page=`); a million pages is beyond any list here. */
export const PageNumber = z.string().regex(/^[1-9]\d{0,5}$/, 'validation.page-invalid');

/** Does year-month-day name a day of the Gregorian calendar (2024-02-30 does not)? */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar days a filter can mean: the marketplace holds nothing before 2000, and a day past
 * 2099 is a typo, not a search (it also keeps every day and its next one within four-digit years).
 */
export const DAY_MIN = '2000-01-01';
export const DAY_MAX = '2099-12-31';
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists, between DAY_MIN and DAY_MAX. */
export const Day = z.string().regex(DAY_PATTERN, { message: 'validation.date-invalid', abort: true }).refine((v) => {
  const m = DAY_PATTERN.exec(v);
  return !!m && isRealDay(+m[1], +m[2], +m[3]) && v >= DAY_MIN && v <= DAY_MAX;
}, 'validation.date-invalid');

/**
 * A keyset position: the (created_at, id) of the last row of a page, as base64url of
 * `YYYY-MM-DDTHH:MM:SS.ffffffZ|id`. created_at travels as the database's own microsecond text, so
 * rows that differ below the millisecond are not skipped.
 */
export interface KeysetPosition {
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

const toBase64Url = (ascii: string) => btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const encodeKeysetCursor = (p: KeysetPosition): string => toBase64Url(`${p.createdAt}|${p.id}`);

/** The position a cursor names, or undefined when it is not one (bad base64, impossible time, id past int4). */
export function decodeKeysetCursor(cursor: string): KeysetPosition | undefined {
  if (!/^[\w-]{1,200}$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [createdAt = '', id = '', ...rest] = text.split('|');
  const t = TIMESTAMP.exec(createdAt);
  if (rest.length > 0 || !t || !isIdText(id)) return undefined;
  if (!isRealDay(+t[1], +t[2], +t[3]) || +t[4] > 23 || +t[5] > 59 || +t[6] > 59) return undefined;
  return { createdAt, id: Number(id) };
}

/** `cursor=`: the `nextCursor` of a previous page. */
export const KeysetCursor = z.string().regex(/^[\w-]{1,200}$/, { message: 'validation.cursor-invalid', abort: true }).refine((v) => decodeKeysetCursor(v) !== undefined, 'validation.cursor-invalid');
