import { z } from 'zod';
import { Day, Id, Text } from './common';
import { LINK_PATTERN, withHttps } from './join';

// Part 2 §3 Company, §5 company validation, §7 GET/POST /companies/self and /companies/self/add-file.

const req = 'validation.fill-all-required-fields';

/** The three documents a company keeps (§3: fileType values of the upload). */
export const DOCUMENT_TYPES = ['trade_license', 'commercial_register', 'responsible_person_id'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES, { message: 'validation.document-type-invalid' });
export type DocumentType = z.infer<typeof DocumentType>;

/** The keys of `documents` in the update payload and the read reply, by fileType. */
export const DOCUMENT_KEYS = { trade_license: 'tradeLicense', commercial_register: 'commercialRegister', responsible_person_id: 'responsiblePersonID' } as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[DocumentType];

/** A document may be a PDF or a photo (PNG, JPEG), 10 MB at most; its bytes decide, not its name. */
export const COMPANY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg';

/** Where an uploaded document is read back (the company's own users only). */
export const companyFileUrl = (id: number) => `/api/companies/self/files/${id}`;
export const COMPANY_FILE_URL = /^\/api\/companies\/self\/files\/([1-9]\d{0,9})$/;

/** 8 local digits; +965 (or 00965) in front and spaces are accepted and dropped (part 2 §9). */
export const CompanyPhone = Text(30, { tooLong: 'validation.phone-invalid' })
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+|00)965/, ''))
  .pipe(z.string().min(1, { message: req, abort: true }).regex(/^\d{8}$/, 'validation.phone-invalid'));

const socialLink = Text(500, { tooLong: 'validation.incorrect-website-format' })
  .trim()
  .refine((v) => v === '' || LINK_PATTERN.test(v), 'validation.incorrect-website-format')
  .transform(withHttps);

/** A coordinate typed as text (§3: latitude and longitude as text); '' when not placed. */
const coordinate = (limit: number) => Text(40, { tooLong: 'validation.location-invalid' })
  .trim()
  .refine((v) => v === '' || (/^-?\d{1,3}(\.\d{1,12})?$/.test(v) && Math.abs(Number(v)) <= limit), 'validation.location-invalid');

const documentUrl = Text(200, { invalid: req }).trim().min(1, req).regex(COMPANY_FILE_URL, 'validation.document-invalid');

export const CompanyForm = z
  .object({
    name: Text(120).trim().min(1, req),
    address: Text(300).trim().min(1, req),
    phone: CompanyPhone,
    establishAt: z.union([z.literal(''), Day]).default(''),
    categoryId: Id.nullable().default(null),
    latitude: coordinate(90).default(''),
    longitude: coordinate(180).default(''),
    socialMedia: z.object({
      linkedin: socialLink.default(''),
      instagram: socialLink.default(''),
      facebook: socialLink.default(''),
      website: socialLink.default(''),
    }).default({ linkedin: '', instagram: '', facebook: '', website: '' }),
    documents: z.object({ tradeLicense: documentUrl, commercialRegister: documentUrl, responsiblePersonID: documentUrl }, { message: req }),
  })
  .refine((v) => (v.latitude === '') === (v.longitude === ''), { message: 'validation.location-invalid', path: ['longitude'] });
export type CompanyForm = z.input<typeof CompanyForm>;

/** POST /companies/self (_method PUT): `user.id`, when sent, must be the caller. */
export const CompanyUpdateBody = z.object({ user: z.object({ id: Id }).optional(), company: CompanyForm });
export type CompanyUpdateBody = z.input<typeof CompanyUpdateBody>;

export const CompanyDocument = z.object({ fileName: z.string(), fileUrl: z.string(), mime: z.string() });
export type CompanyDocument = z.infer<typeof CompanyDocument>;

/** GET /companies/self (§3 Company read, plus establishAt, documents and whether the caller may edit). */
export const CompanyReply = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  establishAt: z.string(),
  category: z.object({ id: z.number().int() }).nullable(),
  linkedin: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  website: z.string(),
  documents: z.object({ tradeLicense: CompanyDocument.nullable(), commercialRegister: CompanyDocument.nullable(), responsiblePersonID: CompanyDocument.nullable() }),
  canEdit: z.boolean(),
});
export type CompanyReply = z.infer<typeof CompanyReply>;

/** POST /companies/self/add-file reply. */
export const CompanyFileReply = z.object({ fileName: z.string(), fileUrl: z.string(), fileType: DocumentType, mime: z.string() });
export type CompanyFileReply = z.infer<typeof CompanyFileReply>;
