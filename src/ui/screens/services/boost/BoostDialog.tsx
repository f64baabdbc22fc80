// Part 2 §2/§4 the boost dialog: 1 pick the product, 2 dates and keepTop5, 3 review and submit, then
// /payment. A thin view of the boost-dialog machine; `restore` (§2 `?openDialog=boost&…`) opens it at its step.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { boostDialogMachine, usesCredit } from '../../../../machines/boost-dialog/boost-dialog.machine';
import { boostInputOf } from '../../../../machines/boost-dialog/boost-restore';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { Stepper } from '../../../kit/Stepper';
import { useMessageText } from '../../join/message-text';
import type { ServiceDialogProps } from '../service-dialogs';
import { ProductPicker } from '../parts/ProductPicker';
import { boostRefusalOf, boostStepOf } from './boost.connect';
import { BoostForm } from './BoostForm';
import { BoostReview } from './BoostReview';
import { UnpaidBookingWarning } from '../parts/UnpaidBookingWarning';
import { UnpaidWarningActions } from '../parts/UnpaidWarningActions';

export default function BoostDialog({ restore, product, onClose, onChanged }: ServiceDialogProps) {
  // Every namespace its parts read, loaded before the dialog shows: one loading later (the month grid's
  // data-table) would suspend the host and hide the open dialog, which Headless UI takes for a close.
  const { t } = useTranslation(['services-boost', 'data-table', 'validation', 'services']);
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef({ navigate, onChanged });
  latest.current = { navigate, onChanged };
  const input = useMemo(() => boostInputOf(restore, product), [restore, product]);
  const [state, send] = useFlow(boostDialogMachine.provide({
    actions: {
      goToPayment: (_, params) => latest.current.navigate(params.path),
      tellChanged: () => latest.current.onChanged(),
    },
  }), { input });

  const step = boostStepOf(state);
  const busy = state.matches('submitting') || state.matches('checkingConflict') || state.matches('deletingUnpaid') || state.matches('goingToPayment');
  const warning = state.matches('unpaidWarning') || state.matches('deletingUnpaid');
  const close = () => { if (!busy) onClose(); };
  const cancel = <Button variant="secondary" onClick={close} disabled={busy}>{t('cancel')}</Button>;
  const back = <Button variant="ghost" onClick={() => send({ type: 'BACK_CLICKED' })} disabled={busy}>{t('back')}</Button>;

  let body;
  let actions;
  if (state.matches('loadingPrices')) {
    body = <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /><span className="sr-only">{t('loading')}</span></div>;
    actions = cancel;
  } else if (state.matches('loadFailed')) {
    body = <Alert tone="error">{messageText(state.context.error)}</Alert>;
    actions = <>{cancel}<Button onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button></>;
  } else if (state.matches('choosingProduct')) {
    body = (
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-slate-600">{t('product-hint')}</p>
        <ProductPicker chosen={state.context.product} onChoose={(p) => send({ type: 'PRODUCT_CHOSEN', product: p })} isAllowed={boostRefusalOf} />
        {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
      </div>
    );
    actions = <>{cancel}<Button onClick={() => send({ type: 'NEXT_CLICKED' })}>{t('next')}</Button></>;
  } else if (state.matches('fillingForm')) {
    body = <BoostForm state={state} send={send} />;
    actions = (
      <>
        {cancel}
        {back}
        <Button loading={state.matches({ fillingForm: 'checkingDates' })} disabled={!state.matches({ fillingForm: 'editing' })} onClick={() => send({ type: 'NEXT_CLICKED' })}>
          {t('next')}
        </Button>
      </>
    );
  } else if (state.matches('bookedFree')) {
    body = <Alert tone="success">{t('services:included.done')}</Alert>;
    actions = <Button onClick={onClose}>{t('services:included.close')}</Button>;
  } else if (warning) {
    body = <UnpaidBookingWarning ns="services-boost" unpaid={state.context.unpaid} error={state.context.error} />;
    actions = (
      <UnpaidWarningActions ns="services-boost" back={back} busy={busy} deleting={state.matches('deletingUnpaid')}
        onDelete={() => send({ type: 'DELETE_UNPAID_CLICKED' })} onUpdate={() => send({ type: 'UPDATE_UNPAID_CLICKED' })} onPay={() => send({ type: 'PAY_UNPAID_CLICKED' })} />
    );
  } else {
    body = <BoostReview state={state} />;
    actions = (
      <>
        {cancel}
        {back}
        <Button loading={busy} disabled={busy} onClick={() => send({ type: 'SUBMIT_CLICKED' })}>
          {usesCredit(state.context) ? t('services:included.submit') : t(state.context.editing !== null ? 'update-and-pay' : 'submit')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open size="lg" onClose={close} title={t('title')} actions={actions}>
      <div className="flex min-w-0 flex-col gap-5">
        <Stepper moveFocus label={t('steps-label')} current={step} steps={[t('steps.product'), t('steps.form'), t('steps.review')]} />
        {body}
      </div>
    </Dialog>
  );
}
