// The attribute inputs of a step, in 2 or 3 columns; one input per attribute type (part 1 §3).
import { Switch } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_TYPES, type CategoryAttribute } from '../../../../api/schemas/categories';
import type { OptionLabel } from '../../../../domain/option-label';
import type { AttributeValue } from '../../../../machines/product-wizard/product-wizard.draft';
import { cx } from '../../../kit/cx';
import { NumberField } from '../../../kit/NumberField';
import { ColourSwatches, OptionMenu, YesNoChoice } from './OptionInputs';

/** Digits a number attribute keeps after the dot (the contract takes any; a measurement needs no more). */
const NUMBER_DECIMALS = 6;

export const attributeName = (a: CategoryAttribute, locale: string) => (locale === 'ar' ? a.nameAr : a.name);

/** `labels`: both texts of the options chosen so far; option inputs report the chosen ones with each change. */
export function AttributeInput({ attribute, value, labels, onChange, locale, error }: {
  attribute: CategoryAttribute; value: AttributeValue | undefined; labels?: OptionLabel[];
  onChange: (value: AttributeValue, labels?: OptionLabel[]) => void; locale: string; error?: string | null;
}) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const label = attributeName(attribute, locale);
  const text = typeof value === 'string' ? value : '';
  const input = 'w-full rounded-lg bg-white px-3 py-2.5 text-sm ring-1 ring-inset focus:outline-none focus:ring-2';
  const ring = error ? 'ring-rose-400' : 'ring-slate-300 focus:ring-teal-600';
  if (attribute.type === ATTRIBUTE_TYPES.number) {
    // The kit's number input: any script's digits, shown in the page's; decimals and a minus as the contract allows.
    return (
      <div className="min-w-0" data-attribute={attribute.id}>
        <NumberField id={id} label={label} decimals={NUMBER_DECIMALS} negative value={text} error={error ? t(error) : null}
          onChange={(_, typed) => onChange(typed)} />
      </div>
    );
  }
  let control;
  switch (attribute.type) {
    case ATTRIBUTE_TYPES.boolean:
      control = (
        <Switch
          id={id}
          checked={text === 'true'}
          onChange={(on: boolean) => onChange(on ? 'true' : 'false')}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition data-checked:bg-teal-700"
        >
          <span className="sr-only">{label}</span>
          <span className="size-4 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6" />
        </Switch>
      );
      break;
    case ATTRIBUTE_TYPES.multiOptions:
    case ATTRIBUTE_TYPES.multiChoice:
      control = (
        <OptionMenu
          id={id} attributeId={attribute.id} label={label} multiple={attribute.type === ATTRIBUTE_TYPES.multiOptions}
          value={value ?? (attribute.type === ATTRIBUTE_TYPES.multiOptions ? [] : '')} known={labels} onChange={onChange} locale={locale} invalid={Boolean(error)}
        />
      );
      break;
    case ATTRIBUTE_TYPES.yesNoMultiChoice:
      control = <YesNoChoice attributeId={attribute.id} label={label} value={text} onChange={onChange} locale={locale} />;
      break;
    case ATTRIBUTE_TYPES.color:
      control = <ColourSwatches attributeId={attribute.id} label={label} value={text} onChange={onChange} locale={locale} />;
      break;
    default:
      control = <input id={id} className={cx(input, ring)} value={text} maxLength={500} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-attribute={attribute.id}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
      {control}
      {error && <p role="alert" className="text-xs text-rose-600">{t(error)}</p>}
    </div>
  );
}

export function AttributeGrid({ attributes, values, labels, onChange, locale, columns = 2, errorOf }: {
  attributes: CategoryAttribute[]; values: Record<number, AttributeValue>; labels?: Record<number, OptionLabel[]>;
  onChange: (id: number, value: AttributeValue, labels?: OptionLabel[]) => void;
  locale: string; columns?: 2 | 3; errorOf?: (a: CategoryAttribute) => string | null;
}) {
  if (attributes.length === 0) return null;
  return (
    <div className={cx('grid grid-cols-1 gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {attributes.map((a) => (
        <AttributeInput key={a.id} attribute={a} value={values[a.id]} labels={labels?.[a.id]} onChange={(v, l) => onChange(a.id, v, l)} locale={locale} error={errorOf?.(a)} />
      ))}
    </div>
  );
}
