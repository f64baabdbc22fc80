// Join Us rules, through the shared zod schemas so the dialog and the server agree (part 1 §5).
import type { z } from 'zod';
import { ApiError } from '../../api/schemas/common';
import { JoinRequestFields, JoinStep1, LOCAL_PHONE_PATTERN, PDF_MIME } from '../../api/schemas/join';
import { countryOf } from '../../domain/countries';
import { JOIN_ATTACHMENT_MAX_BYTES } from '../../domain/limits';
import { STEP1_FIELDS, type ErrorField, type FieldErrors, type JoinForm } from './join-us.form';

export const FILL_ALL_REQUIRED = 'validation.fill-all-required-fields';
export const SUBMIT_FAILED = 'join.submit-failed';

/** The first message of each field (a field shows one message at a time). */
function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as ErrorField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function step1Errors(form: JoinForm): FieldErrors {
  const parsed = JoinStep1.safeParse(Object.fromEntries(STEP1_FIELDS.map((f) => [f, form[f]])));
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

export type Submission = { ok: true; fields: JoinRequestFields } | { ok: false; errors: FieldErrors };

/** The whole request as the server will check it: phone as +prefix digits, links with https://. */
export function submissionOf(form: JoinForm): Submission {
  const prefix = countryOf(form.country)?.prefix ?? '';
  const parsed = JoinRequestFields.safeParse({ ...form, phoneNumber: `+${prefix}${form.phoneNumber}` });
  const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
  // The field itself must hold exactly 8 digits, which the submitted pattern (8–15) would not catch.
  if (!LOCAL_PHONE_PATTERN.test(form.phoneNumber)) errors.phoneNumber = form.phoneNumber ? 'validation.phone-invalid' : FILL_ALL_REQUIRED;
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, fields: parsed.data } : { ok: false, errors };
}

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

/** Why a chosen file cannot be attached, or null. PDF by name and by type; the server checks its bytes. */
export function attachmentProblem(file: FileFacts): string | null {
  const pdfName = /\.pdf$/i.test(file.name);
  // Some systems report no type for a PDF; an explicit other type is refused.
  const pdfType = file.type === PDF_MIME || file.type === 'application/x-pdf' || file.type === '';
  if (!pdfName || !pdfType) return 'validation.pdf-only';
  if (file.size > JOIN_ATTACHMENT_MAX_BYTES) return 'validation.file-too-large';
  return null;
}

/** What a failed submission tells the seller: a 422's field messages, otherwise a general message. */
export type SubmitFailure = { status?: number; body?: unknown };

export function serverErrorsOf(failure: SubmitFailure): { errors: FieldErrors; summary: string } {
  const parsed = failure.status === 422 ? ApiError.safeParse(failure.body) : null;
  if (!parsed?.success) return { errors: {}, summary: SUBMIT_FAILED };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(parsed.data.errors ?? {})) {
    if (messages[0]) errors[field as ErrorField] = messages[0];
  }
  return { errors, summary: parsed.data.message || FILL_ALL_REQUIRED };
}
