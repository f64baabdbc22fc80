// Part 2 §2 refresh dialog (openDialog=refresh): product → start day (the refresh runs a month from
// it). With refresh credits left it is added at once, free; with none it goes to the cart and payment.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { todayInKuwait } from '../../../../domain/calendar';
import { refreshLastDay } from '../../../../machines/refresh-dialog/refresh-period';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatNumber } from '../../../../domain/numbers';
import { refreshDateProblem, refreshDialogMachine } from '../../../../machines/refresh-dialog/refresh-dialog.machine';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { DatePicker } from '../../../kit/DatePicker';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { StepDialogActions } from '../../../kit/StepDialogActions';
import { Stepper } from '../../../kit/Stepper';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import type { ServiceDialogProps } from '../service-dialogs';
import { ProductPicker } from '../parts/ProductPicker';
import { refreshRestore } from './refresh-restore';


export function RefreshDialog({ restore, product, onClose, onChanged }: ServiceDialogProps) {
  // The date picker's words load with the dialog: a namespace loading later would suspend it, and the
  // dialog would vanish under the seller (Headless UI closes a dialog that disappears).
  const { t, i18n } = useTranslation(['services-flash', 'data-table']);
  const messageText = useMessageText();
  const locale = i18n.language;
  const [, navigate] = useLocation();
  const latest = useRef({ navigate, onChanged });
  latest.current = { navigate, onChanged };
  const [state, send] = useFlow(refreshDialogMachine.provide({
    actions: {
      goToPayment: (_, params) => latest.current.navigate(params.path),
      announceChanged: () => latest.current.onChanged(),
    },
  }), { input: { today: todayInKuwait(), product, ...refreshRestore(restore) } });

  const closed = state.matches('closed');
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const { context } = state;
  const adding = state.matches('addingFree') || state.matches('addingToCart') || state.matches('goingToPayment');
  const close = () => !adding && send({ type: 'CLOSE_CLICKED' });
  const onDate = state.matches('choosingDate') || adding;
  const problem = context.showErrors ? messageText(refreshDateProblem(context.startDate, context.today)) : null;
  const free = context.credits > 0;

  return (
    <Dialog
      open
      size="lg"
      onClose={close}
      title={t('refresh.title')}
      description={t('refresh.description')}
      actions={(
        <StepDialogActions
          cancel={{ label: t(state.matches('addedFree') ? 'close' : 'cancel'), onClick: close }}
          back={onDate ? { label: t('back'), onClick: () => send({ type: 'BACK_CLICKED' }) } : undefined}
          busy={adding}
        >
          {state.matches('choosingProduct') && <Button onClick={() => send({ type: 'NEXT_CLICKED' })}>{t('next')}</Button>}
          {onDate && (
            <Button loading={adding} disabled={adding} onClick={() => send({ type: 'SUBMIT_CLICKED' })}>
              {t(free ? 'refresh.add-free' : 'refresh.add-and-pay')}
            </Button>
          )}
        </StepDialogActions>
      )}
    >
      <div className="flex min-w-0 flex-col gap-5">
        {!state.matches('addedFree') && (
          <Stepper steps={[t('refresh.step-product'), t('refresh.step-date')]} current={onDate ? 1 : 0} label={t('refresh.steps-label')} moveFocus />
        )}
        {state.matches('loading') && <div className="flex justify-center py-8 text-slate-500" aria-busy="true"><Spinner /></div>}
        {state.matches('loadFailed') && (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{messageText(context.error)}</Alert>
            <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
          </div>
        )}
        {context.error && !state.matches('loadFailed') && <Alert tone="error">{messageText(context.error)}</Alert>}
        {state.matches('choosingProduct') && (
          <div className="flex flex-col gap-2">
            <ProductPicker
              chosen={context.product}
              onChoose={(p) => send({ type: 'PRODUCT_CHOSEN', product: p })}
              isAllowed={(p) => (p.isActive ? null : 'services-flash:product-inactive')}
            />
            {context.showErrors && !context.product && <p role="alert" className="text-sm text-rose-700">{t('select-product')}</p>}
          </div>
        )}
        {onDate && context.product && (
          <div className="flex flex-col gap-4">
            <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm"><UserText text={context.product.name} className="font-medium text-slate-900" /></div>
            <div className="flex flex-col gap-1.5">
              {/* The pill says "Start date: …" itself, as in the other dialogs. */}
              <div className="flex">
                <DatePicker label={t('refresh.start-date')} value={context.startDate} min={context.today} onChange={(date) => send({ type: 'START_DATE_CHOSEN', date })} />
              </div>
              {context.startDate && <p data-testid="refresh-ends" className="text-sm text-slate-600">{t('refresh.runs', { from: formatDay(context.startDate, locale), to: formatDay(refreshLastDay(context.startDate), locale) })}</p>}
              {problem && <p role="alert" className="text-sm text-rose-700">{problem}</p>}
            </div>
            <Alert tone={free ? 'success' : 'info'}>
              {free
                ? t('refresh.credits', { number: formatNumber(context.credits, locale) })
                : context.price !== null ? t('refresh.no-credits', { price: formatKwd(context.price, locale) }) : t('refresh.no-credits-no-price')}
            </Alert>
          </div>
        )}
        {state.matches('addedFree') && context.product && (
          <div className="flex flex-col gap-3">
            <Alert tone="success">{t('refresh.added')}</Alert>
            <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm"><UserText text={context.product.name} className="font-medium text-slate-900" /></div>
            <p className="text-sm text-slate-600">
              {t('refresh.runs', { from: formatDay(context.startDate, locale), to: formatDay(refreshLastDay(context.startDate), locale) })}
            </p>
            <p data-testid="refresh-credits-left" className="text-sm text-slate-600">{t('refresh.credits-after', { number: formatNumber(context.credits, locale) })}</p>
          </div>
        )}
      </div>
    </Dialog>
  );
}

export default RefreshDialog;
