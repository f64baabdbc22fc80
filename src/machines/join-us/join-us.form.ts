// The Join Us form as the seller fills it: what each field holds before validation.
import type { JoinRequestFields, JoinRequestReply } from '../../api/schemas/join';
import type { COMPANY_SIZES, CountryCode } from '../../domain/countries';
import { PHONE_DIGITS } from '../../domain/limits';

export type CompanySize = (typeof COMPANY_SIZES)[number];

export type JoinForm = {
  companyName: string;
  companySize: CompanySize | '';
  country: CountryCode | '';
  city: string;
  fullAddress: string;
  aboutCompany: string;
  email: string;
  /** The local number only (8 digits); the country prefix is added on submit. */
  phoneNumber: string;
  website: string;
  facebook: string;
  instagram: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
};

export type FieldName = keyof JoinForm;
/** Fields edited with FIELD_CHANGED (the country has its own event: it resets the city). */
export type EditableField = Exclude<FieldName, 'country'>;
export type ErrorField = FieldName | 'attachment';
/** Field → message: an i18n key (`validation.…`) or a text already translated by the server. */
export type FieldErrors = Partial<Record<ErrorField, string>>;

export const STEP1_FIELDS = ['companyName', 'companySize', 'country', 'city', 'fullAddress', 'aboutCompany'] as const;
export const STEP2_FIELDS = ['email', 'phoneNumber', 'website', 'facebook', 'instagram', 'acceptTerms', 'acceptPrivacy'] as const;

export const emptyForm: JoinForm = {
  companyName: '', companySize: '', country: '', city: '', fullAddress: '', aboutCompany: '',
  email: '', phoneNumber: '', website: '', facebook: '', instagram: '', acceptTerms: false, acceptPrivacy: false,
};

export type JoinUsContext = {
  form: JoinForm;
  attachment: File | null;
  errors: FieldErrors;
  /** The message above the buttons ('Fill all required Fileds', or the server's). */
  summary: string | null;
  /** What was (last) sent, normalised by the shared schema. */
  submitted: JoinRequestFields | null;
  reply: JoinRequestReply | null;
};

export const initialContext: JoinUsContext = { form: emptyForm, attachment: null, errors: {}, summary: null, submitted: null, reply: null };

/** The phone field keeps digits only, at most 8: spaces, dashes and letters typed or pasted are dropped. */
export function sanitizeField<K extends EditableField>(field: K, value: JoinForm[K]): JoinForm[K] {
  if (field === 'phoneNumber') return String(value).replace(/\D/g, '').slice(0, PHONE_DIGITS) as JoinForm[K];
  return value;
}

export function withoutErrors(errors: FieldErrors, fields: readonly ErrorField[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k as ErrorField)));
}
