// Reset (route /reset-password?email=…&expiresAt=…): code, new password and its confirmation while
// the code's countdown runs. Once it runs out, a link goes back to the request screen, e-mail prefilled.
import { useFlow } from '../../flow/use-flow';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { resetMachine, type ResetField } from '../../../machines/reset/reset.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { PasswordField } from '../../kit/PasswordField';
import { TextField } from '../../kit/TextField';
import { AuthLayout } from './AuthLayout';
import { formatCountdown, useAuthMessage } from './auth-text';

const FIELD_OF_ERROR: Record<string, ResetField> = {
  'validation.token-required': 'code',
  'validation.code-invalid': 'code',
  'validation.password-min': 'password',
  'validation.password-max': 'password',
  'validation.passwords-do-not-match': 'passwordConfirmation',
};

export function ResetScreen({ machine = resetMachine }: { machine?: typeof resetMachine }) {
  const { t, i18n } = useTranslation('auth');
  const message = useAuthMessage();
  const query = new URLSearchParams(useSearch());
  const email = query.get('email') ?? '';
  const expiresAt = Number(query.get('expiresAt')) || null;
  const [snapshot, send] = useFlow(machine, { input: { email, expiresAt } });
  const { code, password, passwordConfirmation, remainingMs, error } = snapshot.context;
  const submitting = snapshot.matches({ counting: 'submitting' });
  const expired = snapshot.matches('expired');
  const fieldInError = error ? FIELD_OF_ERROR[error] : undefined;
  const errorFor = (field: ResetField) => (fieldInError === field ? message(error) : null);
  const change = (field: ResetField) => (e: { target: { value: string } }) => send({ type: 'FIELD_CHANGED', field, value: e.target.value });

  if (snapshot.matches('succeeded')) {
    return (
      <AuthLayout title={t('reset-title')}>
        <div className="flex flex-col gap-5">
          <Alert tone="success">{snapshot.context.message}</Alert>
          <Link href="/login" className="inline-flex items-center justify-center rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-800">
            {t('go-to-login')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  const newCodeHref = `/reset-password-request?${new URLSearchParams({ email })}`;

  return (
    <AuthLayout title={t('reset-title')} subtitle={email ? t('reset-subtitle', { email }) : undefined}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={submitting || undefined}>
        {expired ? (
          <Alert tone="warning">
            <p>{t('code-expired')}</p>
            <Link href={newCodeHref} className="mt-1 inline-block font-semibold text-teal-800 underline underline-offset-4">{t('request-new-code')}</Link>
          </Alert>
        ) : (
          <p className="rounded-lg bg-teal-50 px-4 py-2.5 text-sm text-teal-900" role="timer" aria-live="off">
            {t('code-expires-in', { time: formatCountdown(remainingMs, i18n.language) })}
          </p>
        )}
        {snapshot.matches({ counting: 'failed' }) && <Alert tone="error">{message(error)}</Alert>}
        <TextField
          name="code" label={t('code-label')} placeholder={t('code-placeholder')}
          inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus required
          value={code} onChange={change('code')} disabled={expired || submitting} error={errorFor('code')}
        />
        <PasswordField
          name="password" label={t('new-password-label')} hint={t('new-password-hint')} autoComplete="new-password" required
          value={password} onChange={change('password')} disabled={submitting} error={errorFor('password')}
        />
        <PasswordField
          name="passwordConfirmation" label={t('confirm-password-label')} autoComplete="new-password" required
          value={passwordConfirmation} onChange={change('passwordConfirmation')} disabled={submitting} error={errorFor('passwordConfirmation')}
        />
        <Button type="submit" block loading={submitting} disabled={expired}>{submitting ? t('saving-password') : t('save-password')}</Button>
        <Link href="/login" className="text-center text-sm font-medium text-teal-700 hover:underline">{t('back-to-login')}</Link>
      </form>
    </AuthLayout>
  );
}
