// Step 5: the sell option and, for barter or sell/barter, at least 3 barter attributes with values.
import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { isFilled } from '../../../../api/schemas/product-create';
import type { SellType } from '../../../../api/schemas/products';
import { BARTER_MIN_ATTRIBUTES } from '../../../../domain/limits';
import type { Draft } from '../../../../machines/product-wizard/product-wizard.draft';
import type { ProductWizardEvent } from '../../../../machines/product-wizard/product-wizard.machine';
import { cx } from '../../../kit/cx';
import { AttributeInput, attributeName } from './AttributeFields';
import { openOnEnter } from '../../../kit/open-on-enter';

const SELL_TYPES: { value: SellType; key: string }[] = [
  { value: 'sell', key: 'sell' }, { value: 'barter', key: 'barter' }, { value: 'sell/barter', key: 'sell-barter' },
];

export function SellStep({ draft, showErrors, locale, heading, send }: {
  draft: Draft; showErrors: boolean; locale: string; heading: string; send: (e: ProductWizardEvent) => void;
}) {
  const { t } = useTranslation('wizard');
  const barter = draft.sellType !== 'sell';
  const chosen = draft.selectedAttributes;
  const missing = Math.max(0, BARTER_MIN_ATTRIBUTES - chosen.length);
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('sell-type')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SELL_TYPES.map((o) => (
            <label key={o.value} className={cx('flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset', draft.sellType === o.value ? 'bg-teal-50 font-semibold text-teal-900 ring-teal-700' : 'ring-slate-300')}>
              <input type="radio" name="sellType" value={o.value} checked={draft.sellType === o.value} onChange={() => send({ type: 'SELL_TYPE_CHOSEN', sellType: o.value })} className="accent-teal-700" />
              {t(o.key)}
            </label>
          ))}
        </div>
      </fieldset>
      {barter && (
        <div className="flex flex-col gap-4">
          <Field className="flex flex-col gap-1.5">
            <Label className="text-sm font-medium text-slate-700">{t('barter-attributes')}</Label>
            <Listbox value={chosen} onChange={(ids: number[]) => send({ type: 'BARTER_ATTRIBUTES_CHOSEN', ids })} multiple>
              <ListboxButton onKeyDown={openOnEnter} className={cx('rounded-lg bg-white px-3 py-2.5 text-start text-sm ring-1 ring-inset', showErrors && missing > 0 ? 'ring-rose-400' : 'ring-slate-300')}>
                {chosen.length
                  ? chosen.map((id) => draft.barterAttributes.find((a) => a.id === id)).filter(Boolean).map((a) => attributeName(a!, locale)).join(locale === 'ar' ? '، ' : ', ')
                  : <span className="text-slate-500">{t('select-at-least-3-attributes')}</span>}
              </ListboxButton>
              <ListboxOptions anchor="bottom start" className="z-[60] max-h-[300px] w-(--button-width) overflow-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:4px]">
                {draft.barterAttributes.map((a) => (
                  <ListboxOption key={a.id} value={a.id} className="group flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 data-focus:bg-teal-50">
                    <span className="flex size-4 items-center justify-center rounded border border-slate-400 group-data-selected:border-teal-700 group-data-selected:bg-teal-700" aria-hidden="true">
                      <svg viewBox="0 0 20 20" className="hidden size-3 text-white group-data-selected:block" fill="currentColor"><path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" /></svg>
                    </span>
                    {attributeName(a, locale)}
                  </ListboxOption>
                ))}
              </ListboxOptions>
            </Listbox>
            {missing > 0 && <p className={cx('text-xs', showErrors ? 'text-rose-600' : 'text-slate-500')}>{t('barter-attributes-remaining', { count: missing })}</p>}
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {chosen.map((id) => draft.barterAttributes.find((a) => a.id === id)).filter(Boolean).map((a) => (
              <AttributeInput
                key={a!.id}
                attribute={a!}
                value={draft.barterAttributeValues[a!.id]}
                labels={draft.optionLabels[a!.id]}
                onChange={(value, labels) => send({ type: 'BARTER_ATTRIBUTE_CHANGED', id: a!.id, value, labels })}
                locale={locale}
                error={showErrors && !isFilled(draft.barterAttributeValues[a!.id]) ? 'field-required' : null}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
