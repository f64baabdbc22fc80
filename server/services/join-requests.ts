import { randomUUID } from 'node:crypto';
import type { Locale } from '../../src/api/schemas/common';
import { JoinRequestFields } from '../../src/api/schemas/join';
import { JOIN_ATTACHMENT_MAX_BYTES, JOIN_REQUESTS_PER_ADDRESS, JOIN_REQUESTS_WINDOW_MS } from '../../src/domain/limits';
import type { Db } from '../db';
import { joinRequests } from '../db/schema';
import type { AppDeps } from '../http/context';
import { fieldError } from '../http/errors';
import { validationError } from '../http/validation';
import { joinReceivedLetter } from '../mail/templates';
import { recordEvent, refuseWhileLocked, takeSlot } from './throttle';

/** Acknowledgements mailed to one address a day: anyone may apply in anyone's name. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 3;
const DAY_MS = 24 * 60 * 60_000;

const TEXT_FIELDS = ['companyName', 'companySize', 'country', 'city', 'fullAddress', 'aboutCompany', 'email', 'phoneNumber', 'website', 'facebook', 'instagram'] as const;
const BOOLEAN_FIELDS = ['acceptTerms', 'acceptPrivacy'] as const;

/** Multipart values are strings: missing text becomes '' (so "required" applies), 'true' becomes true. */
export function parseJoinForm(form: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) values[f] = typeof form[f] === 'string' ? form[f] : '';
  for (const f of BOOLEAN_FIELDS) values[f] = form[f] === true || form[f] === 'true' || form[f] === 'on' || form[f] === '1';
  const parsed = JoinRequestFields.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The attachment must really be a PDF: its first bytes, not its name or declared type, decide. Only
 * those are read here; the file is streamed into storage when the application is stored.
 */
export async function readPdfAttachment(value: unknown): Promise<{ file: Blob; name: string } | undefined> {
  if (!(value instanceof File) || (value.size === 0 && !value.name)) return undefined;
  if (value.size > JOIN_ATTACHMENT_MAX_BYTES) throw fieldError('attachment', 'validation.file-too-large');
  const head = Buffer.from(await value.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!head.equals(PDF_MAGIC)) throw fieldError('attachment', 'validation.pdf-only');
  const name = (value.name.split(/[\\/]/).pop() || 'attachment.pdf').slice(0, 200);
  return { file: value, name };
}

/** Stores the application and its file together: no row without its file, no file without its row. */
export async function submitJoinRequest(
  deps: Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'logger'>,
  input: { form: Record<string, unknown>; locale: Locale; now: Date; reqId?: string },
): Promise<{ id: number }> {
  const fields = parseJoinForm(input.form);
  const attachment = await readPdfAttachment(input.form.attachment);
  const key = attachment ? `join-requests/${randomUUID()}.pdf` : null;
  if (key) await deps.storage.put(key, attachment!.file.stream());
  let id: number;
  try {
    const { acceptTerms: _t, acceptPrivacy: _p, ...rest } = fields;
    [{ id }] = await deps.db
      .insert(joinRequests)
      .values({ ...rest, acceptedAt: input.now, locale: input.locale, attachmentPath: key, attachmentName: attachment?.name ?? null, createdAt: input.now })
      .returning({ id: joinRequests.id });
  } catch (err) {
    if (key) await deps.storage.remove(key);
    throw err;
  }
  // The application is saved; a mail failure is logged, not turned into an error for the applicant.
  // Past the recipient's daily share the application still counts, only the mail is left out.
  const lockedMs = await takeSlot(deps.db, [{ key: `join:ack:${fields.email}`, rule: { max: ACKNOWLEDGEMENTS_PER_RECIPIENT, windowMs: DAY_MS } }], input.now);
  if (lockedMs > 0) {
    deps.logger.info('join acknowledgement skipped: recipient limit', { reqId: input.reqId, id });
    return { id };
  }
  await deps.mailer
    .send({ to: fields.email, ...joinReceivedLetter(input.locale) })
    .catch((err) => deps.logger.error('join acknowledgement mail failed', { reqId: input.reqId, id, err: String(err) }));
  return { id };
}

/**
 * Anyone may apply, so each address may send JOIN_REQUESTS_PER_ADDRESS applications an hour:
 * `check` refuses with 429 before the form is read, `count` records an accepted one.
 */
export function joinThrottle(db: Db, address: string) {
  const key = `join:address:${address}`;
  return {
    check: (now: Date) => refuseWhileLocked(db, key, 'server.too-many-join-requests', now),
    count: (now: Date) => recordEvent(db, key, { max: JOIN_REQUESTS_PER_ADDRESS, windowMs: JOIN_REQUESTS_WINDOW_MS }, now),
  };
}
