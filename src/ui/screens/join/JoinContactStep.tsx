// Step 2, contact: e-mail, phone after the chosen country's prefix, optional links, agreements.
import { Trans, useTranslation } from 'react-i18next';
import { countryOf } from '../../../domain/countries';
import type { EditableField } from '../../../machines/join-us/join-us.form';
import { Checkbox } from '../../kit/Checkbox';
import { TextField } from '../../kit/TextField';
import { useJoinForm, type JoinUsActor } from './join-actor';

const LINK_FIELDS = ['website', 'facebook', 'instagram'] as const;

export function JoinContactStep({ actor, termsHref, privacyHref }: { actor: JoinUsActor; termsHref: string; privacyHref: string }) {
  const { t } = useTranslation('join');
  const { form, errorOf } = useJoinForm(actor);
  const country = countryOf(form.country);
  const edit = (field: Exclude<EditableField, 'acceptTerms' | 'acceptPrivacy' | 'companySize'>, value: string) =>
    actor.send({ type: 'FIELD_CHANGED', field, value });
  const link = (href: string) => (
    <a href={href} target="_blank" rel="noreferrer" className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900" />
  );

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField
        label={t('fields.email')}
        required
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        value={form.email}
        error={errorOf('email')}
        onChange={(e) => edit('email', e.target.value)}
      />
      <TextField
        label={t('fields.phoneNumber')}
        required
        type="tel"
        dir="ltr"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('placeholders.phoneNumber')}
        hint={t('phone-hint')}
        value={form.phoneNumber}
        error={errorOf('phoneNumber')}
        onChange={(e) => edit('phoneNumber', e.target.value)}
        start={
          country && (
            <span
              dir="ltr"
              aria-label={t('phone-prefix', { prefix: `+${country.prefix}` })}
              className="flex shrink-0 items-center gap-1.5 border-e border-slate-200 pe-2 text-sm font-medium text-slate-600 tabular-nums"
            >
              +{country.prefix} <span aria-hidden="true">{country.flag}</span>
            </span>
          )
        }
      />
      {LINK_FIELDS.map((field) => (
        <TextField
          key={field}
          className={field === 'website' ? 'sm:col-span-2' : undefined}
          label={t(`fields.${field}`)}
          optional={t('optional')}
          type="text"
          inputMode="url"
          dir="ltr"
          autoComplete={field === 'website' ? 'url' : 'off'}
          placeholder={field === 'website' ? t('placeholders.link') : `${field}.com/…`}
          hint={field === 'website' ? t('link-hint') : undefined}
          value={form[field]}
          error={errorOf(field)}
          onChange={(e) => edit(field, e.target.value)}
        />
      ))}
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:col-span-2">
        <Checkbox
          name="acceptTerms"
          checked={form.acceptTerms}
          error={errorOf('acceptTerms')}
          onChange={(value) => actor.send({ type: 'FIELD_CHANGED', field: 'acceptTerms', value })}
        >
          <Trans t={t} i18nKey="agree-terms" components={{ page: link(termsHref) }} />
        </Checkbox>
        <Checkbox
          name="acceptPrivacy"
          checked={form.acceptPrivacy}
          error={errorOf('acceptPrivacy')}
          onChange={(value) => actor.send({ type: 'FIELD_CHANGED', field: 'acceptPrivacy', value })}
        >
          <Trans t={t} i18nKey="agree-privacy" components={{ page: link(privacyHref) }} />
        </Checkbox>
      </div>
    </div>
  );
}
