// Part 2 §2/§4 the promo offer dialog: 1 pick the product, 2 title, dates and 1–7 features, 3 images,
// 4 review and submit, then /payment. A thin view of the promo-dialog machine (the inspector shows it
// as promoDialog); `restore` (§2 `?openDialog=promo-offer&…`) opens it at its step, and back from
// /payment (`offerId`) at the review of the unpaid offer, which submitting changes.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { todayInKuwait } from '../../../../domain/calendar';
import { PRODUCT_IMAGES_MAX } from '../../../../domain/limits';
import { promoDialogMachine, stepOf } from '../../../../machines/promo-dialog/promo-dialog.machine';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { Stepper } from '../../../kit/Stepper';
import { useMessageText } from '../../join/message-text';
import type { ServiceDialogProps } from '../service-dialogs';
import { ImagesChooser } from '../parts/ImagesChooser';
import { ProductPicker } from '../parts/ProductPicker';
import { PromoDetailsStep } from './PromoDetailsStep';
import { PromoReview } from './PromoReview';
import { UnpaidBookingWarning } from '../parts/UnpaidBookingWarning';
import { UnpaidWarningActions } from '../parts/UnpaidWarningActions';

export default function PromoDialog({ restore, product, onClose, onChanged }: ServiceDialogProps) {
  // Every namespace its parts read, loaded before the dialog shows: one loading later (the month grid's
  // data-table) would suspend the host and hide the open dialog, which Headless UI takes for a close.
  const { t } = useTranslation(['services-promo', 'services', 'data-table', 'validation', 'server', 'errors']);
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const input = useMemo(() => ({ today: todayInKuwait(), product, restore }), [product, restore]);
  const [state, send] = useFlow(promoDialogMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path), tellChanged: () => changed.current() },
  }), { input });

  const c = state.context;
  const step = stepOf(state) - 1;
  const busy = state.matches('submitting') || state.matches('checkingConflict') || state.matches('deletingUnpaid') || state.matches('goingToPayment');
  const close = () => { if (!busy) onClose(); };
  const cancel = <Button variant="secondary" onClick={close} disabled={busy}>{t('cancel')}</Button>;
  const back = <Button variant="ghost" onClick={() => send({ type: 'BACK_CLICKED' })} disabled={busy}>{t('back')}</Button>;
  const next = <Button onClick={() => send({ type: 'NEXT_CLICKED' })}>{t('next')}</Button>;

  let body;
  let actions;
  if (state.matches('restoringBooking')) {
    body = <p role="status" className="flex items-center gap-2 text-sm text-slate-600"><Spinner className="size-4 text-teal-700" />{t('restoring')}</p>;
    actions = cancel;
  } else if (state.matches('unpaidWarning') || state.matches('deletingUnpaid')) {
    body = <UnpaidBookingWarning ns="services-promo" unpaid={c.unpaid} error={c.notice} testId="promo-unpaid-warning" />;
    actions = (
      <UnpaidWarningActions ns="services-promo" back={back} busy={busy} deleting={state.matches('deletingUnpaid')}
        onDelete={() => send({ type: 'DELETE_UNPAID_CLICKED' })} onUpdate={() => send({ type: 'UPDATE_UNPAID_CLICKED' })} onPay={() => send({ type: 'PAY_UNPAID_CLICKED' })} />
    );
  } else if (state.matches('choosingProduct')) {
    body = (
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-slate-600">{t('product-hint')}</p>
        <ProductPicker chosen={c.product} onChoose={(p) => send({ type: 'PRODUCT_CHOSEN', product: p })} />
        {c.notice && <Alert tone="error">{messageText(c.notice)}</Alert>}
      </div>
    );
    actions = <>{cancel}{next}</>;
  } else if (state.matches('fillingDetails')) {
    body = <PromoDetailsStep state={state} send={send} />;
    actions = <>{cancel}{back}{next}</>;
  } else if (state.matches('choosingImages')) {
    body = (
      <div className="flex min-w-0 flex-col gap-3">
        {c.editing !== null && c.images.some((i) => i.file === null) && <p className="text-sm text-slate-600">{t('stored-images-note')}</p>}
        <ImagesChooser
          ns="services-promo"
          max={PRODUCT_IMAGES_MAX}
          testId="promo-images-input"
          images={c.images}
          error={messageText(c.notice)}
          onChoose={(files) => send({ type: 'IMAGES_ADDED', files })}
          onRemove={(id) => send({ type: 'IMAGE_REMOVED', index: c.images.findIndex((img) => img.id === id) })}
        />
      </div>
    );
    actions = <>{cancel}{back}{next}</>;
  } else {
    body = <PromoReview state={state} />;
    actions = (
      <>
        {cancel}
        {back}
        <Button loading={busy} disabled={busy} onClick={() => send({ type: 'SUBMIT_CLICKED' })}>{t(c.editing !== null ? 'update-and-pay' : 'submit')}</Button>
      </>
    );
  }

  return (
    <Dialog open size="lg" onClose={close} title={t('title')} description={t('description')} actions={actions}>
      <div className="flex min-w-0 flex-col gap-5" data-testid="promo-dialog">
        <Stepper label={t('steps-label')} current={step} compact moveFocus
          steps={[t('steps.product'), t('steps.details'), t('steps.images'), t('steps.review')]} />
        {body}
      </div>
    </Dialog>
  );
}
