// The add-product wizard (part 1 §2, §4): a sheet with a clickable stepper around the wizard machine.
import { useFlow } from '../../../flow/use-flow';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '../../../../api/schemas/products';
import { attributesOfStep, type Step } from '../../../../machines/product-wizard/product-wizard.draft';
import { productWizardMachine, type Notice } from '../../../../machines/product-wizard/product-wizard.machine';
import { useLocale, useNotify } from '../../../app-context';
import { Button } from '../../../kit/Button';
import { DiscardChangesDialog } from '../../../kit/DiscardChangesDialog';
import { SheetDialog } from '../../../kit/SheetDialog';
import { Spinner } from '../../../kit/Spinner';
import { Stepper } from '../../../kit/Stepper';
import { TextField } from '../../../kit/TextField';
import { NumberField } from '../../../kit/NumberField';
import { useBeforeUnload } from '../../../kit/use-before-unload';
import { AttributeGrid } from './AttributeFields';
import { CategoryStep } from './CategoryStep';
import { DescriptionEditor } from './DescriptionEditor';
import { PhotosStep } from './PhotosStep';
import { ReviewStep } from './ReviewStep';
import { SellStep } from './SellStep';
import { connectWizard } from './wizard.connect';
import { deploymentReading } from './wizard-steps';

export function ProductWizardDialog({ duplicateSlug, onClose, onSaved }: {
  duplicateSlug: string | null; onClose: () => void; onSaved: (product: ProductDetails) => void;
}) {
  const { t } = useTranslation('wizard');
  const [locale] = useLocale();
  const notify = useNotify();
  const top = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useFlow(
    productWizardMachine.provide({
      actions: {
        notify: (_, notice: Notice | Notice[] | null) => {
          for (const n of notice ? (Array.isArray(notice) ? notice : [notice]) : []) {
            notify({ text: n.text ?? t(n.key ?? 'save-failed', { ns: 'wizard', ...n.vars }), severity: 'error' });
          }
        },
        scrollToTop: () => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        notifySaved: (_, product: ProductDetails) => onSaved(product),
        close: () => onClose(),
      },
    }),
    { input: { reading: deploymentReading(), locale, duplicateSlug } },
  );
  const { context } = snapshot;
  const { draft, reading } = context;
  // Previews of chosen files are object URLs: let them go with the dialog.
  const files = useRef(draft.files);
  files.current = draft.files;
  useEffect(() => () => files.current.forEach((f) => f.preview.startsWith('blob:') && URL.revokeObjectURL(f.preview)), []);

  const view = connectWizard(snapshot, send);
  const { step, showsStep, saving } = view;
  useBeforeUnload(view.unsaved);
  const error = (field: 'name' | 'price') => (view.fieldErrors[field] ? t(view.fieldErrors[field]) : null);
  const grid = (n: Step) => (
    <AttributeGrid
      attributes={attributesOfStep(draft.attributes, reading, n)}
      values={draft.attributeValues}
      labels={draft.optionLabels}
      onChange={(id, value, labels) => send({ type: 'ATTRIBUTE_CHANGED', id, value, labels })}
      locale={locale}
      columns={reading === 'B' ? 3 : 2}
    />
  );
  const description = <DescriptionEditor value={draft.description} onChange={(html) => send({ type: 'DESCRIPTION_CHANGED', html })} />;

  return (
    <SheetDialog
      open
      onClose={view.close}
      title={t(duplicateSlug ? 'title-duplicate' : 'title-add')}
      closeLabel={t('close')}
      header={view.showsStepper ? (
        <div className="-mx-1 overflow-x-auto p-1">
          <Stepper compact label={t('steps-label')} steps={view.stepLabelKeys.map((k) => t(k))} current={step - 1} onStepClick={view.onStepClick} />
        </div>
      ) : undefined}
      footer={view.showsStepper ? (
        <div className="flex items-center justify-between gap-3">
          {view.showsBack ? <Button variant="secondary" disabled={view.backDisabled} onClick={view.back}>{t('back')}</Button> : <span />}
          {view.showsNext ? (
            <Button onClick={view.next}>{t('next')}</Button>
          ) : (
            <span className="flex items-center gap-3">
              {view.unchanged && <span className="text-xs text-slate-500">{t('change-something')}</span>}
              <Button loading={saving} disabled={view.saveDisabled} onClick={view.save}>{t(saving ? 'saving' : 'save')}</Button>
            </span>
          )}
        </div>
      ) : undefined}
    >
      <div ref={top} className="scroll-mt-6">
        {view.loading && <div className="flex justify-center py-16"><Spinner /></div>}
        {view.loadFailed && (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-sm text-slate-600">{t('load-failed')}</p>
            <Button variant="secondary" onClick={view.retry}>{t('retry')}</Button>
          </div>
        )}
        {step === 1 && showsStep && (
          <CategoryStep tree={context.tree} trail={context.trail} chosen={draft.path} loadingSlug={context.pendingLeaf?.node.slug ?? null} locale={locale} send={send} />
        )}
        {step === 2 && showsStep && (
          <div className="flex flex-col gap-5">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField label={t('name')} required value={draft.productName} maxLength={200} dir="auto" error={error('name')}
                onChange={(e) => send({ type: 'NAME_CHANGED', name: e.target.value })} />
              <NumberField label={t('price')} required decimals={3} placeholder="0.000" value={draft.priceText} error={error('price')}
                end={<span className="text-xs font-semibold text-slate-500">{t('kwd')}</span>}
                onChange={(_, text) => send({ type: 'PRICE_CHANGED', text })} />
            </div>
            {reading === 'A' ? grid(2) : description}
          </div>
        )}
        {step === 3 && showsStep && (grid(3) ?? <p className="text-sm text-slate-500">{t('no-attributes')}</p>)}
        {step === 4 && showsStep && (
          <div className="flex flex-col gap-5">
            {grid(4) ?? (reading === 'B' && <p className="text-sm text-slate-500">{t('no-attributes')}</p>)}
            {reading === 'A' && description}
          </div>
        )}
        {step === 5 && showsStep && (
          <SellStep draft={draft} showErrors={context.showErrors} locale={locale} send={send}
            heading={t(view.stepLabelKeys[4])} />
        )}
        {step === 6 && showsStep && <PhotosStep photos={draft.files} locale={locale} saving={false} send={send} />}
        {step === 7 && (showsStep || saving) && <ReviewStep draft={draft} tree={context.tree} locale={locale} saving={saving} />}
      </div>
      <DiscardChangesDialog open={view.confirming} onKeep={view.keepEditing} onDiscard={view.discard} />
    </SheetDialog>
  );
}
