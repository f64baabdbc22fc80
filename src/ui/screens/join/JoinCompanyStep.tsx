// Step 1, company info: name, size, country, city (list per country), address, about, PDF profile.
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, COUNTRIES, citiesOf, type CountryCode } from '../../../domain/countries';
import { localDigits } from '../../../domain/numbers';
import { JOIN_ATTACHMENT_MAX_BYTES } from '../../../domain/limits';
import { FileInput, formatFileSize } from '../../kit/FileInput';
import { Select } from '../../kit/Select';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import { useJoinForm, type JoinUsActor } from './join-actor';

export function JoinCompanyStep({ actor }: { actor: JoinUsActor }) {
  const { t, i18n } = useTranslation(['join', 'countries']);
  const { form, attachment, errorOf } = useJoinForm(actor);
  const country = form.country;
  const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: <span dir="auto">{t('size-option', { size: localDigits(size, i18n.language) })}</span> }));
  const countryOptions = COUNTRIES.map((c) => ({
    value: c.code as CountryCode,
    label: (
      <span className="flex items-center gap-2">
        <span aria-hidden="true">{c.flag}</span>
        {t(`countries:names.${c.code}`)}
      </span>
    ),
  }));
  const cityOptions = citiesOf(country).map((city) => ({ value: city, label: t(`countries:cities.${country}.${city}`) }));

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('fields.companyName')}
        required
        autoComplete="organization"
        placeholder={t('placeholders.companyName')}
        value={form.companyName}
        error={errorOf('companyName')}
        onChange={(e) => actor.send({ type: 'FIELD_CHANGED', field: 'companyName', value: e.target.value })}
      />
      <Select
        label={t('fields.companySize')}
        required
        value={form.companySize}
        options={sizeOptions}
        placeholder={t('placeholders.choose-size')}
        error={errorOf('companySize')}
        onChange={(value) => actor.send({ type: 'FIELD_CHANGED', field: 'companySize', value })}
      />
      <Select
        label={t('fields.country')}
        required
        value={country}
        options={countryOptions}
        placeholder={t('placeholders.choose-country')}
        error={errorOf('country')}
        onChange={(value) => actor.send({ type: 'COUNTRY_CHANGED', country: value })}
      />
      <Select
        label={t('fields.city')}
        required
        disabled={!country}
        value={form.city}
        options={cityOptions}
        placeholder={country ? t('placeholders.choose-city') : t('placeholders.choose-country-first')}
        error={errorOf('city')}
        onChange={(value) => actor.send({ type: 'FIELD_CHANGED', field: 'city', value })}
      />
      <TextField
        label={t('fields.fullAddress')}
        required
        autoComplete="street-address"
        placeholder={t('placeholders.fullAddress')}
        value={form.fullAddress}
        error={errorOf('fullAddress')}
        onChange={(e) => actor.send({ type: 'FIELD_CHANGED', field: 'fullAddress', value: e.target.value })}
      />
      <TextArea
        className="sm:col-span-2"
        label={t('fields.aboutCompany')}
        optional={t('optional')}
        rows={3}
        maxLength={2000}
        placeholder={t('placeholders.aboutCompany')}
        value={form.aboutCompany}
        error={errorOf('aboutCompany')}
        onChange={(e) => actor.send({ type: 'FIELD_CHANGED', field: 'aboutCompany', value: e.target.value })}
      />
      <div className="sm:col-span-2">
        <FileInput
          label={t('fields.attachment')}
          optional={t('optional')}
          accept="application/pdf,.pdf"
          file={attachment}
          locale={i18n.language}
          chooseText={t('attachment.choose')}
          dropText={t('attachment.drop')}
          hint={t('attachment.hint', { size: formatFileSize(JOIN_ATTACHMENT_MAX_BYTES, i18n.language) })}
          removeLabel={t('attachment.remove', { name: attachment?.name ?? '' })}
          error={errorOf('attachment')}
          onChoose={(file) => actor.send({ type: 'ATTACHMENT_CHOSEN', file })}
          onRemove={() => actor.send({ type: 'ATTACHMENT_REMOVED' })}
        />
      </div>
    </div>
  );
}
