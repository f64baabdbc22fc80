import { z } from 'zod';
import { COMPANY_SIZES, COUNTRY_CODES, citiesOf } from '../../domain/countries';
import { EMAIL_PATTERN } from './auth';
import { Text } from './common';

const req = 'validation.fill-all-required-fields';
/** Optional http(s) prefix, then a dotted name (part 1 §5). */
export const LINK_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]{2,}(\/\S*)?$/i;

/** Adds https:// when the seller typed a bare address. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const optionalLink = Text(500, { tooLong: 'validation.incorrect-website-format' })
  .trim()
  .refine((v) => v === '' || LINK_PATTERN.test(v), 'validation.incorrect-website-format')
  .transform(withHttps);

export const JoinStep1 = z
  .object({
    companyName: Text(120).trim().min(1, req),
    companySize: z.enum(COMPANY_SIZES, { message: req }),
    country: z.enum(COUNTRY_CODES, { message: req }),
    city: Text(100).min(1, req),
    fullAddress: Text(300).trim().min(1, req),
    aboutCompany: Text(2000).trim().default(''),
  })
  .refine((v) => citiesOf(v.country).includes(v.city), { message: req, path: ['city'] });

/** The phone field holds 8 local digits; the submitted number is +prefix then digits (8–15). */
export const LOCAL_PHONE_PATTERN = /^\d{8}$/;
export const SUBMITTED_PHONE_PATTERN = /^\+?\d{8,15}$/;

export const JoinStep2 = z.object({
  email: Text(254, { tooLong: 'validation.valid-email-required' }).trim().toLowerCase().min(1, req).regex(EMAIL_PATTERN, 'validation.valid-email-required'),
  phoneNumber: Text(100, { tooLong: 'validation.phone-invalid' }).trim().regex(SUBMITTED_PHONE_PATTERN, 'validation.phone-invalid'),
  website: optionalLink.default(''),
  facebook: optionalLink.default(''),
  instagram: optionalLink.default(''),
  acceptTerms: z.literal(true, { message: 'validation.agree-terms' }),
  acceptPrivacy: z.literal(true, { message: 'validation.agree-privacy' }),
});

/** Text fields of a join request (multipart; `attachment` is an optional PDF file beside them). */
export const JoinRequestFields = z.object({ ...JoinStep1.shape, ...JoinStep2.shape }).refine(
  (v) => citiesOf(v.country).includes(v.city),
  { message: req, path: ['city'] },
);
export type JoinRequestFields = z.infer<typeof JoinRequestFields>;

export const JoinRequestReply = z.object({ id: z.number().int(), message: z.string() });
export type JoinRequestReply = z.infer<typeof JoinRequestReply>;

export const PDF_MIME = 'application/pdf';
