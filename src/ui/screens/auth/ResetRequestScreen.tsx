// Reset request (route /reset-password-request, optional ?email= to prefill): e-mail → a 6-digit code.
import { useFlow } from '../../flow/use-flow';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { resetRequestMachine } from '../../../machines/reset-request/reset-request.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { AuthLayout } from './AuthLayout';
import { useAuthMessage } from './auth-text';

/** Where the code form lives, with what it needs to count down. */
export const resetHref = (email: string, expiresAt: number | null) =>
  `/reset-password?${new URLSearchParams({ email, ...(expiresAt ? { expiresAt: String(expiresAt) } : {}) })}`;

export function ResetRequestScreen({ machine = resetRequestMachine }: { machine?: typeof resetRequestMachine }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const prefill = new URLSearchParams(useSearch()).get('email') ?? '';
  const [snapshot, send] = useFlow(machine, { input: { email: prefill } });
  const { email, error, expiresAt } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const succeeded = snapshot.matches('succeeded');
  const isFieldError = !!error && error.startsWith('validation.');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };

  return (
    <AuthLayout title={t('reset-request-title')} subtitle={t('reset-request-subtitle')}>
      {succeeded ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success">{snapshot.context.message}</Alert>
          <Link href={resetHref(email.trim(), expiresAt)} className="inline-flex items-center justify-center rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-800">
            {t('enter-code')}
          </Link>
          <Link href="/login" className="text-center text-sm font-medium text-teal-700 hover:underline">{t('back-to-login')}</Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={submitting || undefined}>
          {snapshot.matches('failed') && <Alert tone="error">{message(error)}</Alert>}
          <TextField
            name="email"
            type="email"
            label={t('email-label')}
            placeholder={t('email-placeholder')}
            autoComplete="email"
            autoFocus
            required
            value={email}
            disabled={submitting}
            error={isFieldError ? message(error) : null}
            onChange={(e) => send({ type: 'EMAIL_CHANGED', email: e.target.value })}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link href="/login" className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
              {t('cancel')}
            </Link>
            <Button type="submit" loading={submitting}>{submitting ? t('sending-code') : t('send-code')}</Button>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
