// Part 2 §3 Account form as typed (first and last name, phone, address, nationality, date of birth,
// gender, country, e-mail), what each field keeps of a keystroke, and its §5 checks through the shared
// contract (src/api/schemas/account.ts) the server applies too.
import { AccountUpdateBody, type AccountDetails } from '../../api/schemas/account';
import { sanitize } from '../employee-form/employee-form.fields';

export const ACCOUNT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'address', 'nationality', 'dateOfBirth', 'gender', 'country'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountValues = Record<AccountField, string>;
/** Field → message: an i18n key (`server.…`, `validation.…`) or a text the server translated. */
export type AccountProblems = Partial<Record<AccountField, string>>;

export const EMPTY_ACCOUNT: AccountValues = {
  firstName: '', lastName: '', phone: '', email: '', address: '', nationality: '', dateOfBirth: '', gender: '', country: '',
};

/** What the form starts from: the account as the server keeps it. */
export const valuesOf = (account: AccountDetails): AccountValues => ({
  firstName: account.firstName, lastName: account.lastName, phone: account.phone, email: account.email,
  address: account.address, nationality: account.nationality, dateOfBirth: account.dateOfBirth, gender: account.gender, country: account.country,
});

/** The phone keeps its 8 local digits (Arabic-Indic ones too; a pasted +965 dropped), the e-mail trimmed. */
export function keepTyped(field: AccountField, value: string): string {
  if (field === 'phone' || field === 'email') return sanitize(field, value);
  return value;
}

/** The first message of each field (§5: phone 8 digits, e-mail required and valid, names required). */
export function accountProblems(values: AccountValues): AccountProblems {
  const parsed = AccountUpdateBody.safeParse(values);
  if (parsed.success) return {};
  const problems: AccountProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as AccountField;
    if ((ACCOUNT_FIELDS as readonly string[]).includes(field)) problems[field] ??= issue.message;
  }
  return problems;
}

/** Whether the form differs from what was loaded or last saved. */
export const isChanged = (values: AccountValues, saved: AccountValues): boolean => ACCOUNT_FIELDS.some((f) => values[f] !== saved[f]);
