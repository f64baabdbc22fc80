// Option-based attribute inputs: a searchable, server-paged menu (15 a page, 500 ms search delay)
// for multiChoice (one) and multiOptions (chips, several), colour swatches, and yes/no buttons.
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useFlow } from '../../../flow/use-flow';
import { useTranslation } from 'react-i18next';
import type { AttributeOption } from '../../../../api/schemas/categories';
import { mergeOptionLabels, optionLabel, type OptionLabel } from '../../../../domain/option-label';
import { attributeOptionsMachine } from '../../../../machines/attribute-options/attribute-options.machine';
import { Spinner } from '../../../kit/Spinner';
import { cx } from '../../../kit/cx';

const labelOf = (o: AttributeOption, locale: string) => (locale === 'ar' ? o.optionAr : o.option);

function useOptions(attributeId: number) {
  const [snapshot, send] = useFlow(attributeOptionsMachine, { input: { attributeId } });
  return { snapshot, send, busy: snapshot.matches('loading') || snapshot.matches('waiting') || snapshot.matches('loadingMore') };
}

/** A change of an option input: the value (English option texts) and both texts of the options chosen. */
export type OptionChange<V> = (value: V, labels: OptionLabel[]) => void;

/**
 * multiChoice (one value) or multiOptions (several, shown as chips). Values are the English option
 * texts; `known` holds both texts of options chosen before (the menu's page may no longer list them).
 */
export function OptionMenu({ id, attributeId, label, multiple, value, known = [], onChange, locale, invalid }: {
  id: string; attributeId: number; label: string; multiple: boolean; value: string | string[]; known?: OptionLabel[];
  onChange: OptionChange<string | string[]>; locale: string; invalid?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { snapshot, send, busy } = useOptions(attributeId);
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const labels = mergeOptionLabels(known, snapshot.context.options);
  const nameOf = (option: string) => optionLabel(labels, option, locale);
  const change = (next: string | string[]) => {
    const values = Array.isArray(next) ? next : [next];
    onChange(next, labels.filter((l) => values.includes(l.option)));
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Combobox
        // One Combobox for both modes: its value is a list when `multiple`, else one option or null.
        value={(multiple ? chosen : (chosen[0] ?? null)) as never}
        onChange={((next: string | string[] | null) => change(next ?? (multiple ? [] : ''))) as never}
        multiple={multiple as never}
        immediate
        onClose={() => send({ type: 'QUERY_CHANGED', q: '' })}
      >
        <div className={cx('relative flex items-center rounded-lg bg-white ring-1 ring-inset focus-within:ring-2', invalid ? 'ring-rose-400' : 'ring-slate-300 focus-within:ring-teal-600')}>
          <ComboboxInput
            id={id}
            aria-label={label}
            className="w-full rounded-lg bg-transparent px-3 py-2.5 text-sm focus:outline-none"
            placeholder={multiple ? t('choose-options') : t('choose-option')}
            displayValue={(v: string | string[] | null) => (multiple || !v ? '' : nameOf(v as string))}
            onChange={(e) => send({ type: 'QUERY_CHANGED', q: e.target.value })}
          />
          <ComboboxButton className="px-2 text-slate-400" aria-label={label}>
            {busy ? <Spinner className="size-4" /> : <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.4l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06z" /></svg>}
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] max-h-[300px] w-(--input-width) overflow-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] empty:invisible"
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.scrollHeight - el.scrollTop - el.clientHeight < 40) send({ type: 'MORE_REQUESTED' });
          }}
        >
          {snapshot.context.options.map((o) => (
            <ComboboxOption key={o.id} value={o.option} className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 data-focus:bg-teal-50 data-selected:font-semibold data-selected:text-teal-800">
              {labelOf(o, locale)}
            </ComboboxOption>
          ))}
          {snapshot.matches('ready') && snapshot.context.options.length === 0 && <div className="px-3 py-2 text-slate-500">{t('no-options')}</div>}
          {snapshot.matches('failed') && (
            <button type="button" className="w-full px-3 py-2 text-start text-rose-700" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('options-failed')}</button>
          )}
          {snapshot.context.nextPage !== null && snapshot.matches('ready') && (
            <button type="button" className="w-full px-3 py-2 text-start font-medium text-teal-800" onClick={() => send({ type: 'MORE_REQUESTED' })}>{t('more-options')}</button>
          )}
        </ComboboxOptions>
      </Combobox>
      {multiple && chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {chosen.map((c) => (
            <li key={c} className="flex items-center gap-1 rounded-full bg-teal-50 py-0.5 ps-2.5 pe-1 text-xs font-medium text-teal-900">
              {nameOf(c)}
              <button type="button" aria-label={t('remove-option', { option: nameOf(c) })} onClick={() => change(chosen.filter((x) => x !== c))} className="rounded-full p-0.5 hover:bg-teal-100">
                <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true"><path d="M6.3 5.2a.75.75 0 0 0-1.1 1.1L8.9 10l-3.7 3.7a.75.75 0 1 0 1.1 1.1l3.7-3.7 3.7 3.7a.75.75 0 1 0 1.1-1.1L11.1 10l3.7-3.7a.75.75 0 0 0-1.1-1.1L10 8.9z" /></svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Colour: a swatch per option (the option's English name is a CSS colour name where it can be). */
export function ColourSwatches({ attributeId, label, value, onChange, locale }: {
  attributeId: number; label: string; value: string; onChange: OptionChange<string>; locale: string;
}) {
  const { snapshot, send, busy } = useOptions(attributeId);
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap items-center gap-2">
      {snapshot.context.options.map((o) => (
        <button
          key={o.id}
          type="button"
          role="radio"
          aria-checked={value === o.option}
          title={labelOf(o, locale)}
          aria-label={labelOf(o, locale)}
          onClick={() => (value === o.option ? onChange('', []) : onChange(o.option, [o]))}
          className={cx('size-8 rounded-full ring-1 ring-slate-300 transition', value === o.option && 'ring-3 ring-teal-700 ring-offset-2')}
          style={{ background: o.option.toLowerCase().replace(/\s+/g, '') }}
        />
      ))}
      {snapshot.context.nextPage !== null && <button type="button" className="text-xs font-medium text-teal-800" onClick={() => send({ type: 'MORE_REQUESTED' })}>+</button>}
      {busy && <Spinner className="size-4" />}
    </div>
  );
}

/** yesNoMultiChoice: the attribute's two options as a segmented choice. */
export function YesNoChoice({ attributeId, label, value, onChange, locale }: {
  attributeId: number; label: string; value: string; onChange: OptionChange<string>; locale: string;
}) {
  const { snapshot, busy } = useOptions(attributeId);
  return (
    <div role="radiogroup" aria-label={label} className="flex gap-2">
      {snapshot.context.options.map((o) => (
        <button
          key={o.id}
          type="button"
          role="radio"
          aria-checked={value === o.option}
          onClick={() => (value === o.option ? onChange('', []) : onChange(o.option, [o]))}
          className={cx('min-w-16 rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset transition', value === o.option ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50')}
        >
          {labelOf(o, locale)}
        </button>
      ))}
      {busy && <Spinner className="size-4" />}
    </div>
  );
}
