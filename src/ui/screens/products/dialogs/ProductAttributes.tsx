// Attributes with a value: three shown, then a 'more' chip for the rest and 'less' to fold them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductAttribute } from '../../../../api/schemas/products';
import { AttributeValue, hasValue } from './AttributeValue';
import { formatNumber, localName } from './format';

const SHOWN_FIRST = 3;

export function ProductAttributes({ attributes, title }: { attributes: ProductAttribute[]; title: string }) {
  const { t, i18n } = useTranslation('product-dialogs');
  // View state only: whether the list is unfolded.
  const [unfolded, setUnfolded] = useState(false);
  const filled = attributes.filter(hasValue);
  if (filled.length === 0) return null;
  const shown = unfolded ? filled : filled.slice(0, SHOWN_FIRST);
  const hidden = filled.length - SHOWN_FIRST;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {shown.map((a) => (
          <div key={a.id} className="flex items-center justify-between gap-3 border-b border-slate-100 pb-2 text-sm">
            <dt className="shrink-0 text-slate-500">{localName(a, i18n.language)}</dt>
            <dd className="min-w-0 text-end font-medium text-slate-900">
              <AttributeValue attribute={a} />
            </dd>
          </div>
        ))}
      </dl>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={unfolded}
          onClick={() => setUnfolded(!unfolded)}
          className="mt-3 rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset transition hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {unfolded ? t('less') : t('more', { total: formatNumber(hidden, i18n.language) })}
        </button>
      )}
    </section>
  );
}
