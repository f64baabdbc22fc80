// The company form's values as typed, and the payload the shared contract checks (part 2 §3 Company, §5).
import { CompanyForm, DOCUMENT_KEYS, type CompanyDocument, type CompanyReply, type DocumentKey } from '../../api/schemas/companies';

export const TEXT_FIELDS = ['name', 'address', 'phone', 'establishAt', 'categoryId', 'latitude', 'longitude', 'linkedin', 'instagram', 'facebook', 'website'] as const;
export type CompanyField = (typeof TEXT_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;
export type CompanyDocuments = Record<DocumentKey, CompanyDocument | null>;
export const DOCUMENT_FIELDS = Object.values(DOCUMENT_KEYS) as DocumentKey[];
/** Field → validation key (client) or message (server); documents by their key. */
export type CompanyProblems = Partial<Record<CompanyField | DocumentKey, string>>;

export const EMPTY_DOCUMENTS: CompanyDocuments = { tradeLicense: null, commercialRegister: null, responsiblePersonID: null };

export function valuesOf(company: CompanyReply): CompanyValues {
  return {
    name: company.name, address: company.address, phone: company.phone, establishAt: company.establishAt,
    categoryId: company.category ? String(company.category.id) : '', latitude: company.latitude, longitude: company.longitude,
    linkedin: company.linkedin, instagram: company.instagram, facebook: company.facebook, website: company.website,
  };
}

/** What is sent: social links under socialMedia, documents by URL, the category as a number. */
export function payloadOf(values: CompanyValues, documents: CompanyDocuments): CompanyForm {
  return {
    name: values.name, address: values.address, phone: values.phone, establishAt: values.establishAt,
    categoryId: values.categoryId ? Number(values.categoryId) : null, latitude: values.latitude.trim(), longitude: values.longitude.trim(),
    socialMedia: { linkedin: values.linkedin, instagram: values.instagram, facebook: values.facebook, website: values.website },
    documents: {
      tradeLicense: documents.tradeLicense?.fileUrl ?? '', commercialRegister: documents.commercialRegister?.fileUrl ?? '', responsiblePersonID: documents.responsiblePersonID?.fileUrl ?? '',
    },
  };
}

/** A contract path (`socialMedia.website`, `documents.tradeLicense`) → the form's field. */
export const fieldOfPath = (path: string): CompanyField | DocumentKey => path.split('.').at(-1) as CompanyField | DocumentKey;

export function companyProblems(values: CompanyValues, documents: CompanyDocuments): CompanyProblems {
  const parsed = CompanyForm.safeParse(payloadOf(values, documents));
  if (parsed.success) return {};
  const problems: CompanyProblems = {};
  for (const issue of parsed.error.issues) problems[fieldOfPath(issue.path.join('.'))] ??= issue.message;
  return problems;
}

/** A map click or typed pair as the text the fields hold (six decimals: about 10 cm). */
export const coordinateText = (v: number) => v.toFixed(6).replace(/\.?0+$/, '');
