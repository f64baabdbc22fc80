// One attribute's value as its type reads best: yes/no, a colour swatch, options as chips, text.
import { useTranslation } from 'react-i18next';
import type { ProductAttribute } from '../../../../api/schemas/products';
import { optionLabel } from '../../../../domain/option-label';
import { formatNumber } from './format';

export const ATTRIBUTE_TYPE = { boolean: 0, number: 1, multiOptions: 2, multiChoice: 3, yesNo: 4, color: 5, text: 6 } as const;

/** Colour names CSS does not know, by the catalogue's English option. */
const SWATCHES: Record<string, string> = { pearl: '#f1ede4', beige: '#e8dcc4', gold: '#d4af37', silver: '#c0c0c0' };

/** Null, empty and empty-list values say nothing: the dialog hides them (part 1 §2 Overview). */
export function hasValue(a: ProductAttribute): boolean {
  return a.type === ATTRIBUTE_TYPE.multiOptions ? (a.values?.length ?? 0) > 0 : !!a.value?.trim();
}

export function AttributeValue({ attribute: a }: { attribute: ProductAttribute }) {
  const { t, i18n } = useTranslation('product-dialogs');
  // Choice values are stored as the English option; show the option in the seller's language.
  const label = (value: string) => optionLabel(a.options, value, i18n.language);
  const value = a.value ?? '';
  switch (a.type) {
    case ATTRIBUTE_TYPE.boolean:
      return <span>{value === 'true' || value === '1' ? t('yes') : t('no')}</span>;
    case ATTRIBUTE_TYPE.number:
      return <span>{Number.isFinite(Number(value)) ? formatNumber(Number(value), i18n.language) : value}</span>;
    case ATTRIBUTE_TYPE.multiOptions:
      return (
        <span className="flex flex-wrap gap-1">
          {(a.values ?? []).map((v) => (
            <span key={v} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{label(v)}</span>
          ))}
        </span>
      );
    case ATTRIBUTE_TYPE.color:
      return (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full ring-1 ring-slate-300 ring-inset"
            style={{ background: SWATCHES[value.toLowerCase()] ?? value.toLowerCase() }}
          />
          {label(value)}
        </span>
      );
    default:
      return <span dir="auto">{label(value)}</span>;
  }
}
