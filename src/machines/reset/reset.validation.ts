// The reset form's rules, in the order the seller should fix them (part 1 §5).
import { ResetPasswordBody } from '../../api/schemas/auth';

export type ResetFields = { code: string; password: string; passwordConfirmation: string };

/** The first problem as a `validation.*` key, or null when the form may be sent. */
export function firstProblem(form: ResetFields & { email: string }): string | null {
  if (!form.code.trim()) return 'validation.token-required';
  const parsed = ResetPasswordBody.safeParse(form);
  return parsed.success ? null : parsed.error.issues[0].message;
}
