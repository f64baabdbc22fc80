import type { ZodError } from 'zod';
import { HttpError } from './errors';

/**
 * Turns a zod failure into a 422 carrying i18n keys per field. The shared schemas already use keys
 * (`validation.xxx`); zod's own English texts (a field missing altogether) become generic keys.
 */
export function validationError(error: ZodError): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const key = /^(validation|server|wizard)\./.test(issue.message)
      ? issue.message
      : /received undefined/.test(issue.message)
        ? 'validation.required'
        : 'validation.validation-failed';
    const keys = (errors[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  }
  return new HttpError(422, '', { errors });
}

/** The hook every OpenAPI route uses: schema failures are thrown to the one error handler. */
export const validationHook = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw validationError(result.error as ZodError);
};
