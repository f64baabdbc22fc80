// Part 2 §2 flash dialog (openDialog=flash-sale): product → discount → dates → review, in the
// deployment's reading (four steps, the booking made on step 3 and paid from step 4; or three steps,
// submitted from the review). An unpaid flash sale of the product in the cart shows its warning first;
// a product whose flash sale is running is not offered, and a restored one says so instead of the form.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { todayInKuwait } from '../../../../domain/calendar';
import { hasRunningFlash } from '../../../../domain/service-status';
import { durationDays, FLASH_STEPS } from '../../../../machines/flash-dialog/flash-dialog.draft';
import { flashDialogMachine, usesFlashCredit, type FlashDialogContext } from '../../../../machines/flash-dialog/flash-dialog.machine';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { StepDialogActions } from '../../../kit/StepDialogActions';
import { Stepper } from '../../../kit/Stepper';
import { useMessageText } from '../../join/message-text';
import type { ServiceDialogProps } from '../service-dialogs';
import { IncludedInPlan } from '../parts/IncludedInPlan';
import { ProductPicker } from '../parts/ProductPicker';
import { DateFields, DiscountFields, FlashPrice, FlashReview, ProductSummary } from './flash-fields';
import { flashReading, flashRestore } from './flash-restore';
import { UnpaidFlashDialog } from './UnpaidFlashDialog';

/** The step shown for each state, per reading (0-based). */
function stepIndex(value: string): number {
  if (value === 'choosingDiscount') return 1;
  if (value === 'choosingDates') return 2;
  if (value === 'detailing') return 1;
  if (value === 'reviewing') return 2;
  if (value === 'reviewingBooking' || value === 'goingToPayment') return 3;
  if (value === 'bookedFree') return 2;
  return 0;
}

const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as Record<string, unknown>)[0]));

export function FlashDialog({ restore, product, onClose, onChanged }: ServiceDialogProps) {
  // The date picker's words load with the dialog: a namespace loading later would suspend it, and the
  // dialog would vanish under the seller (Headless UI closes a dialog that disappears).
  const { t } = useTranslation(['services-flash', 'data-table', 'services']);
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef({ navigate, onChanged });
  latest.current = { navigate, onChanged };
  const [state, send] = useFlow(flashDialogMachine.provide({
    actions: { goToPayment: (_, params) => latest.current.navigate(params.path), reportChanged: () => latest.current.onChanged() },
  }), { input: { reading: flashReading(restore), today: todayInKuwait(), now: Date.now(), product, ...flashRestore(restore) } });

  const closed = state.matches('closed');
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const unpaid = state.children.unpaidFlash;
  if (state.matches('unpaid') && unpaid) return <UnpaidFlashDialog actor={unpaid} onDeleted={onChanged} />;

  const { context } = state;
  const fourSteps = context.reading === 'four-steps';
  const value = leaf(state.value);
  const submitting = state.matches('submitting') || state.matches('goingToPayment');
  const busy = state.matches('loading') || state.matches('checkingUnpaid') || state.matches('checkingConflict');
  const steps = FLASH_STEPS[context.reading].map((key) => t(key));
  const close = () => !submitting && send({ type: 'CLOSE_CLICKED' });
  // On submit the fields stay as they were, the button waiting.
  const showing = state.matches('submitting') ? (fourSteps ? 'choosingDates' : 'reviewing') : value;

  // Cancel · Back · the main action, as every service dialog; once booked free, the only way on is Close.
  const back = ['flashRunning', 'choosingDiscount', 'choosingDates', 'detailing', 'reviewing'].includes(showing);
  let primary: { label: string; event: 'NEXT_CLICKED' | 'SUBMIT_CLICKED' | 'PAY_CLICKED' } | null = null;
  if (['choosingProduct', 'choosingDiscount', 'detailing'].includes(showing)) primary = { label: t('next'), event: 'NEXT_CLICKED' };
  // Each button says what it does: with an included credit left the sale is booked free
  // (no payment follows); four steps put it in the cart on step 3 and pay on step 4; three add it and pay.
  // Changing an unpaid sale (the warning's Update) saves it in the cart instead of adding one.
  const free = usesFlashCredit(context);
  const changing = context.editing !== null;
  if (showing === 'choosingDates') primary = { label: free ? t('services:included.submit') : t(changing ? 'save-changes' : 'add-to-cart'), event: 'NEXT_CLICKED' };
  if (showing === 'reviewing') primary = { label: free ? t('services:included.submit') : t(changing ? 'save-changes-and-pay' : 'add-to-cart-and-pay'), event: 'SUBMIT_CLICKED' };
  if (showing === 'reviewingBooking' || showing === 'goingToPayment') primary = { label: t('pay'), event: 'PAY_CLICKED' };

  return (
    <Dialog
      open
      size="lg"
      onClose={close}
      title={t('title')}
      description={t('description')}
      actions={(
        <StepDialogActions
          cancel={{ label: t(showing === 'bookedFree' ? 'close' : 'cancel'), onClick: close }}
          back={back ? { label: t('back'), onClick: () => send({ type: 'BACK_CLICKED' }) } : undefined}
          busy={submitting}
        >
          {primary && (
            <Button loading={submitting} disabled={submitting || busy} onClick={() => send({ type: primary.event })}>{primary.label}</Button>
          )}
        </StepDialogActions>
      )}
    >
      <div className="flex min-w-0 flex-col gap-5">
        <Stepper steps={steps} current={stepIndex(showing)} label={t('steps-label')} compact moveFocus />
        {busy && <div className="flex justify-center py-8 text-slate-500" aria-busy="true"><Spinner /></div>}
        {state.matches('loadFailed') && (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{messageText(context.error)}</Alert>
            <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
          </div>
        )}
        {!busy && context.error && !state.matches('loadFailed') && <Alert tone="error">{messageText(context.error)}</Alert>}
        {!busy && context.notice && <Alert tone="success">{messageText(context.notice)}</Alert>}
        {showing === 'flashRunning' && <Alert tone="warning">{t('product-has-flash')}</Alert>}
        {showing === 'choosingProduct' && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-700">{t('choose-product')}</p>
            <ProductPicker
              chosen={context.product}
              onChoose={(p) => send({ type: 'PRODUCT_CHOSEN', product: p })}
              isAllowed={(p) => {
                if (!p.isActive) return 'services-flash:product-inactive';
                return hasRunningFlash(p.offers, context.now) ? 'services-flash:product-on-flash' : null;
              }}
            />
            {context.showErrors && !context.product && <p role="alert" className="text-sm text-rose-700">{t('select-product')}</p>}
          </div>
        )}
        {['choosingDiscount', 'choosingDates', 'detailing'].includes(showing) && <ProductSummary context={context} />}
        {(showing === 'choosingDiscount' || showing === 'detailing') && <DiscountFields context={context} send={send} />}
        {(showing === 'choosingDates' || showing === 'detailing') && <DateFields context={context} send={send} />}
        {showing === 'choosingDates' && (free ? <IncludedInPlan credits={context.credits} /> : <DatesPrice context={context} />)}
        {showing === 'bookedFree' && <Alert tone="success">{t('services:included.done')}</Alert>}
        {['reviewing', 'reviewingBooking', 'goingToPayment'].includes(showing) && <FlashReview context={context} />}
      </div>
    </Dialog>
  );
}

/** Four steps: the price before the sale goes to the cart, as the boost's review shows it. */
function DatesPrice({ context }: { context: FlashDialogContext }) {
  const days = durationDays(context.draft.durationText);
  if (context.perDay === null || !days) return null;
  return <FlashPrice perDay={context.perDay} days={days} amount={context.perDay * days} />;
}

export default FlashDialog;
