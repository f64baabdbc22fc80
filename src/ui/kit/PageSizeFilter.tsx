// "Rows per page" of every list page (20, 30 or 50, part 1 §9), the numbers in the locale's digits.
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES, type PageSize } from '../../domain/limits';
import { intlLocale } from '../../domain/intl-locale';
import { FilterSelect } from './FilterSelect';
import { numberFormat } from '../../domain/intl-formats';

export function PageSizeFilter({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t, i18n } = useTranslation('data-table');
  const n = (size: number) => numberFormat(intlLocale(i18n.language)).format(size);
  return (
    <FilterSelect
      label={t('per-page')}
      shown={n(value)}
      value={value}
      onChange={(size) => onChange(size as PageSize)}
      options={TABLE_PAGE_SIZES.map((size) => ({ value: size as PageSize, label: t('per-page-n', { n: n(size) }) }))}
    />
  );
}
