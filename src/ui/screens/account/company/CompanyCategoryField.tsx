// The company form's category (part 2 §3 Company category.id): one of the catalogue's top-level
// categories, named in the locale's language, or none.
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '../../../../machines/company-form/company-categories';
import { Select } from '../../../kit/Select';

const NONE = 'none';

export function CompanyCategoryField({ value, choices, onChange, error, disabled }: {
  /** The category id as text, '' for none. */
  value: string;
  choices: CategoryChoice[];
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('company');
  const options = [
    { value: NONE, label: t('category-none') },
    ...choices.map((c) => ({ value: String(c.id), label: <bdi>{i18n.language === 'ar' ? c.nameAr : c.name}</bdi> })),
  ];
  // Until the choices load, the company's own category has no name to show: the placeholder says so.
  const shown = value === '' ? NONE : choices.some((c) => String(c.id) === value) ? value : '';
  return (
    <Select
      name="categoryId"
      label={t('category')}
      value={shown}
      options={options}
      placeholder={t('category-loading')}
      onChange={(v) => onChange(v === NONE ? '' : v)}
      error={error}
      disabled={disabled}
    />
  );
}
