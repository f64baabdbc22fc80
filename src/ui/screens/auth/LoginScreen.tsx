// Login (part 1 §2, §4, §5): the form drives the session actor; the shell's guard moves a signed-in
// visitor on, so this screen never navigates after success.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { yieldToMain } from '../../../boot/yield-to-main';
import { LOGIN_MAX_FAILURES } from '../../../domain/limits';
import { selectFailures, selectIsLocked, selectIsSubmitting, selectLockRemainingMs, selectLoginError, selectSessionExpired } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { PasswordField } from '../../kit/PasswordField';
import { TextField } from '../../kit/TextField';
import { useHydrated } from '../../kit/use-hydrated';
import { AuthLayout } from './AuthLayout';
import { formatCountdown, PRIVACY_URL, TERMS_URL, useAuthMessage } from './auth-text';

// Join Us loads right after the form renders; until then its button shows, disabled. It loads in
// steps, one task each: zod with the shared contract, the join contract (zod builds each object
// schema as its module runs), then the dialog. Evaluated at once they held a phone's main thread for
// ~200 ms, after the form had painted.
const JoinUs = lazy(async () => {
  await import('../../../api/schemas/common');
  await yieldToMain();
  await import('../../../api/schemas/join');
  await yieldToMain();
  const { JoinUs: component } = await import('../join/JoinUs');
  return { default: component };
});

function JoinUsLoading() {
  const { t } = useTranslation('auth');
  return <Button variant="secondary" block disabled>{t('join-trigger')}</Button>;
}

export function LoginScreen({ privacyHref = PRIVACY_URL, termsHref = TERMS_URL }: { privacyHref?: string; termsHref?: string }) {
  const { t, i18n } = useTranslation('auth');
  const message = useAuthMessage();
  const session = useSessionActor();
  const locked = useSelector(session, selectIsLocked);
  const submitting = useSelector(session, selectIsSubmitting);
  const error = useSelector(session, selectLoginError);
  const failures = useSelector(session, selectFailures);
  const expiredBySession = useSelector(session, selectSessionExpired);
  const expiredByUrl = new URLSearchParams(useSearch()).get('session_expired') === 'true';
  const remaining = useSelector(session, selectLockRemainingMs);
  // The prerendered form must not submit itself as a GET, password in the address, before
  // React takes it over; the fields already take typing, which hydration keeps.
  const hydrated = useHydrated();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    session.send({ type: 'LOGIN_SUBMITTED', login: String(form.get('login') ?? ''), password: String(form.get('password') ?? '') });
  };

  const newTab = { target: '_blank', rel: 'noopener noreferrer', className: 'font-medium text-teal-700 hover:underline' } as const;
  const footer = (
    <p>
      {t('legal-prefix')} <a href={termsHref} {...newTab}>{t('terms')}<span className="sr-only"> {t('opens-new-tab')}</span></a>{' '}
      {t('and')} <a href={privacyHref} {...newTab}>{t('privacy')}<span className="sr-only"> {t('opens-new-tab')}</span></a>
    </p>
  );

  const showAttemptsLeft = !locked && error === 'auth:invalid-credentials' && failures > 0;
  return (
    <AuthLayout title={t('login-title')} subtitle={t('login-subtitle')} footer={footer}>
      <div className="flex flex-col gap-4">
        {(expiredByUrl || expiredBySession) && !locked && <Alert tone="warning">{t('session-expired')}</Alert>}
        {locked && <Alert tone="warning"><span aria-live="polite">{t('locked', { time: formatCountdown(remaining, i18n.language) })}</span></Alert>}
        {!locked && error && (
          <Alert tone="error">
            <p>{message(error)}</p>
            {showAttemptsLeft && <p className="mt-1 text-xs">{t('attempts-left', { count: LOGIN_MAX_FAILURES - failures })}</p>}
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={submitting || undefined}>
          <fieldset disabled={locked || submitting} className="flex min-w-0 flex-col gap-5">
            <TextField
              name="login"
              label={t('login-label')}
              placeholder={t('login-placeholder')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              required
            />
            <div className="flex flex-col gap-2">
              <PasswordField name="password" label={t('password-label')} autoComplete="current-password" required />
              <Link href="/reset-password-request" className="self-end text-sm font-medium text-teal-700 hover:underline">
                {t('forgot-password')}
              </Link>
            </div>
          </fieldset>
          <Button type="submit" block loading={submitting} disabled={locked || !hydrated}>
            {submitting ? t('signing-in') : t('sign-in')}
          </Button>
        </form>
        <div className="mt-2 flex items-center gap-3 text-sm text-slate-500">
          <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
          {t('no-account')}
          <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        </div>
        <div className="flex justify-center [&>button]:w-full">
          <Suspense fallback={<JoinUsLoading />}>
            <JoinUs termsHref={termsHref} privacyHref={privacyHref} />
          </Suspense>
        </div>
      </div>
    </AuthLayout>
  );
}
