// Part 2 §2 account section, the account form (§3, §5, §7 POST /users/user-data): first and last
// name, phone (8 digits after +965), e-mail, address, nationality, date of birth, gender and country.
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../api/schemas/account';
import { COUNTRIES } from '../../../domain/countries';
import type { AccountField } from '../../../machines/account-form/account-form.fields';
import { accountFormMachine } from '../../../machines/account-form/account-form.machine';
import { useNotify, useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Select } from '../../kit/Select';
import { Spinner } from '../../kit/Spinner';
import { TextField } from '../../kit/TextField';
import { useMessageText } from '../join/message-text';
import { accountCardClass } from './account-card';


export function AccountForm() {
  const { t } = useTranslation(['account', 'countries']);
  const messageText = useMessageText();
  const notify = useNotify();
  const session = useSessionActor();
  const latest = useRef({ notify, session, t });
  latest.current = { notify, session, t };
  const [state, send] = useFlow(accountFormMachine.provide({
    actions: {
      announceSaved: (_, account) => {
        const { notify, session, t } = latest.current;
        session.send({ type: 'ACCOUNT_UPDATED', fullName: account.fullName, email: account.email });
        notify({ text: t('profile.saved'), severity: 'success' });
      },
    },
  }));
  const { values, problems, error, loadError } = state.context;
  if (state.matches('loading')) return <div className={accountCardClass} aria-busy="true"><Spinner /></div>;
  if (state.matches('loadFailed')) {
    return (
      <div className={accountCardClass}>
        <Alert tone="error">{messageText(loadError)}</Alert>
        <div><Button variant="secondary" onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button></div>
      </div>
    );
  }
  const saving = state.matches('saving');
  const change = (name: AccountField, value: string) => send({ type: 'FIELD_CHANGED', field: name, value });
  const field = (name: AccountField, extra: { required?: boolean; dir?: 'ltr' | 'auto' } = {}) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(name, e.target.value),
    error: messageText(problems[name]),
    disabled: saving,
    dir: 'auto' as const,
    ...extra,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  return (
    <form onSubmit={submit} noValidate className={accountCardClass} aria-labelledby="account-form-title">
      <h2 id="account-form-title" className="text-lg font-semibold text-slate-900">{t('profile.title')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('profile.first-name')} autoComplete="given-name" {...field('firstName', { required: true })} />
        <TextField label={t('profile.last-name')} autoComplete="family-name" {...field('lastName', { required: true })} />
        <TextField
          label={t('profile.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" ltrRow
          hint={t('profile.phone-hint')}
          start={<span className="text-sm font-medium text-slate-500" dir="ltr">{'\u200E+965'}</span>}
          {...field('phone', { required: true, dir: 'ltr' })}
        />
        <TextField label={t('profile.email')} type="email" inputMode="email" autoComplete="email" {...field('email', { required: true, dir: 'ltr' })} />
        <TextField label={t('profile.address')} autoComplete="street-address" className="md:col-span-2" {...field('address')} />
        <TextField label={t('profile.nationality')} {...field('nationality')} />
        <TextField label={t('profile.date-of-birth')} type="date" {...field('dateOfBirth', { dir: 'ltr' })} />
        <Select
          name="gender" label={t('profile.gender')} value={values.gender} placeholder={t('profile.choose')} disabled={saving}
          options={GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))}
          onChange={(v) => change('gender', v)} error={messageText(problems.gender)}
        />
        <Select
          name="country" label={t('profile.country')} value={values.country} placeholder={t('profile.choose')} disabled={saving}
          options={COUNTRIES.map((c) => ({ value: c.code, label: t(`countries:names.${c.code}`) }))}
          onChange={(v) => change('country', v)} error={messageText(problems.country)}
        />
      </div>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>{t('profile.save')}</Button>
      </div>
    </form>
  );
}
