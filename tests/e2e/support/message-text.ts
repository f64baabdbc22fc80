import auth from '../../../src/locales/en/auth.json' with { type: 'json' };
import errors from '../../../src/locales/en/errors.json' with { type: 'json' };
import validation from '../../../src/locales/en/validation.json' with { type: 'json' };

const tables: Record<string, Record<string, string>> = { auth, errors, validation };

/**
 * A machine message as it reads on screen in English: an i18n key (`auth:…`, `validation.…`, or the
 * error table's `errors.…`) translated, a server text as it is.
 */
export function messageText(message: string): string {
  const [, ns, key] = /^([a-z-]+)[:.](.+)$/.exec(message) ?? [];
  return tables[ns]?.[key] ?? message;
}
