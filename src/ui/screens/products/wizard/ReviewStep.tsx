// Step 7: everything the seller entered, as the product will read, before saving.
import { useTranslation } from 'react-i18next';
import { isFilled } from '../../../../api/schemas/product-create';
import type { CategoryNode } from '../../../../api/schemas/categories';
import { formatKwd } from '../../../../domain/money';
import { optionLabel } from '../../../../domain/option-label';
import { childrenAt, type AttributeValue, type Draft } from '../../../../machines/product-wizard/product-wizard.draft';
import { SafeHtml } from '../dialogs/SafeHtml';
import { attributeName } from './AttributeFields';
import { PhotoGrid } from './PhotosStep';

export function ReviewStep({ draft, tree, locale, saving }: { draft: Draft; tree: CategoryNode[]; locale: string; saving: boolean }) {
  const { t } = useTranslation('wizard');
  const category = draft.path.map((slug, i) => childrenAt(tree, draft.path.slice(0, i)).find((c) => c.slug === slug))
    .map((c) => (c ? (locale === 'ar' ? c.nameAr : c.name) : '')).join(locale === 'ar' ? ' ‹ ' : ' › ');
  // Option values are the English option: shown through the chosen options' labels the draft keeps.
  const show = (v: AttributeValue, id: number) => {
    const label = (x: string) => optionLabel(draft.optionLabels[id], x, locale);
    return Array.isArray(v) ? v.map(label).join(locale === 'ar' ? '، ' : ', ') : v === 'true' ? t('yes') : v === 'false' ? t('no') : label(v);
  };
  const rows = (values: Record<number, AttributeValue>, ids: number[], from = draft.attributes) => ids
    .map((id) => from.find((a) => a.id === id))
    .filter((a) => a && isFilled(values[a.id]))
    .map((a) => ({ name: attributeName(a!, locale), value: show(values[a!.id], a!.id) }));
  const attributes = rows(draft.attributeValues, draft.attributes.map((a) => a.id));
  const barter = draft.sellType === 'sell' ? [] : rows(draft.barterAttributeValues, draft.selectedAttributes, draft.barterAttributes);
  const sellKey = { sell: 'sell', barter: 'barter', 'sell/barter': 'sell-barter' }[draft.sellType];
  const fact = 'flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2';
  return (
    <div className="flex flex-col gap-5" data-testid="wizard-review">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className={`${fact} sm:col-span-2`}><dt className="text-xs text-slate-500">{t('category')}</dt><dd className="font-medium">{category}</dd></div>
        <div className={fact}><dt className="text-xs text-slate-500">{t('name')}</dt><dd className="font-medium" dir="auto">{draft.productName}</dd></div>
        <div className={fact}><dt className="text-xs text-slate-500">{t('price')}</dt><dd className="font-medium tabular-nums">{formatKwd(draft.price, locale)}</dd></div>
        <div className={fact}><dt className="text-xs text-slate-500">{t('sell-type')}</dt><dd className="font-medium">{t(sellKey)}</dd></div>
        {attributes.map((a) => <div key={a.name} className={fact}><dt className="text-xs text-slate-500">{a.name}</dt><dd className="font-medium" dir="auto">{a.value}</dd></div>)}
      </dl>
      {barter.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('barter-attributes')}</h3>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            {barter.map((a) => <div key={a.name} className={fact}><dt className="text-xs text-slate-500">{a.name}</dt><dd className="font-medium" dir="auto">{a.value}</dd></div>)}
          </dl>
        </section>
      )}
      {draft.description && (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('description')}</h3>
          <SafeHtml html={draft.description} className="text-sm text-slate-700 [&_ul]:list-disc [&_ul]:ps-5" />
        </section>
      )}
      <PhotoGrid photos={draft.files} locale={locale} saving={saving} />
    </div>
  );
}
