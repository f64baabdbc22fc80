// Part 2 §2 privacy section (account settings): the e-mail signed in with, the password change (§3
// Privacy form) and, apart, deactivating the account.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyFormMachine, type PrivacyField } from '../../../machines/privacy-form/privacy-form.machine';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { PasswordField } from '../../kit/PasswordField';
import { TextField } from '../../kit/TextField';
import { useMessageText } from '../join/message-text';
import { DeactivationDialog } from './DeactivationDialog';

export function PrivacySection() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PasswordForm userId={user.id} email={user.email} />
      <DeactivationCard userId={user.id} />
    </div>
  );
}

const cardClass = 'flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6';

function PasswordForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const [state, send] = useFlow(privacyFormMachine, { input: { userId } });
  const { values, problems, error, message } = state.context;
  const saving = state.matches('saving');
  const field = (name: PrivacyField) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD_CHANGED', field: name, value: e.target.value }),
    error: messageText(problems[name]),
    disabled: saving,
    required: true,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  return (
    <form onSubmit={submit} noValidate className={cardClass} aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-lg font-semibold text-slate-900">{t('privacy.title')}</h2>
      <TextField label={t('privacy.email')} value={email} readOnly disabled dir="ltr" autoComplete="username" hint={t('privacy.email-hint')} />
      <div className="grid gap-4 md:grid-cols-3">
        <PasswordField label={t('privacy.old-password')} autoComplete="current-password" {...field('oldPassword')} />
        <PasswordField label={t('privacy.new-password')} autoComplete="new-password" {...field('password')} />
        <PasswordField label={t('privacy.confirm-password')} autoComplete="new-password" {...field('passwordConfirmation')} />
      </div>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {message && state.matches('saved') && <Alert tone="success">{message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>{t('privacy.save')}</Button>
      </div>
    </form>
  );
}

function DeactivationCard({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="deactivate-title" className={cardClass}>
      <h2 id="deactivate-title" className="text-lg font-semibold text-slate-900">{t('deactivate.title')}</h2>
      <p className="text-sm text-slate-600">{t('deactivate.body')}</p>
      <div className="flex justify-end">
        <Button variant="danger" onClick={() => setOpen(true)}>{t('deactivate.open')}</Button>
      </div>
      {open && <DeactivationDialog userId={userId} onClose={() => setOpen(false)} />}
    </section>
  );
}
