// Part 2 §2 and §4 Banner: the premium, double and sliding banner dialogs (one machine, the kind as
// input): details → design → review → submit → /payment; with an unpaid banner of the kind in the
// cart, the unpaid-banner warning comes first. Closing unmounts the dialog, which resets it.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { bannerDialogMachine, usesBannerCredit } from '../../../../machines/banner-dialog/banner-dialog.machine';
import { restoreFromQuery, type BannerKind } from '../../../../machines/banner-dialog/banner-draft';
import { useNotify } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { StepDialogActions } from '../../../kit/StepDialogActions';
import { Stepper } from '../../../kit/Stepper';
import { useMessageText } from '../../join/message-text';
import type { ServiceDialogProps } from '../service-dialogs';
import { BannerDesignStep } from './BannerDesignStep';
import { BannerDetailsStep } from './BannerDetailsStep';
import { BannerReviewStep } from './BannerReviewStep';
import { UnpaidBannerDialog } from './UnpaidBannerDialog';

export function BannerDialog({ kind, restore, onClose, onChanged }: ServiceDialogProps & { kind: BannerKind }) {
  // Every namespace the steps read, loaded before the dialog shows: a step that suspended later would
  // hide the open dialog, which Headless UI takes for a close.
  const { t } = useTranslation(['services-banners', 'data-table', 'server', 'errors', 'services']);
  const messageText = useMessageText();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const latest = useRef({ navigate, onChanged, notify });
  latest.current = { navigate, onChanged, notify };
  const input = useMemo(() => ({ kind, restore: restoreFromQuery(restore) }), [kind, restore]);
  const [state, send] = useFlow(bannerDialogMachine.provide({
    actions: {
      goToPayment: (_, params) => latest.current.navigate(params.path),
      reportChanged: () => latest.current.onChanged(),
      announceDeleted: () => latest.current.notify({ key: 'services-banners:deleted', severity: 'success' }),
    },
  }), { input });

  const finished = state.matches('closed') || state.matches('updated');
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const unpaid = state.children.unpaidBanner;
  if (state.matches('unpaidWarning') && unpaid) return <UnpaidBannerDialog actor={unpaid} />;

  const { context } = state;
  const step = state.matches('fillingDetails') ? 0 : state.matches('choosingImages') ? 1 : 2;
  const busy = state.matches('submitting') || state.matches('goingToPayment');
  const loading = state.matches('checkingUnpaid');
  const inForm = state.matches('fillingDetails') || state.matches('choosingImages') || state.matches('reviewing') || busy;
  // Editing from the unpaid warning saves and closes; back from a failed payment (bannerId) it saves and pays.
  const editing = context.editingId !== null && !context.paysAfterUpdate;
  const bookedFree = state.matches('bookedFree');

  // Cancel · Back · main, as in the other service dialogs; the booked-free notice only closes.
  const actions = bookedFree ? <Button onClick={onClose}>{t('services:included.close')}</Button> : (
    <StepDialogActions
      cancel={{ label: t('cancel'), onClick: onClose }}
      back={inForm && step > 0 ? { label: t('back'), onClick: () => send({ type: 'BACK_CLICKED' }) } : undefined}
      busy={busy}
    >
      {inForm && step < 2 && (
        <Button onClick={() => send({ type: 'NEXT_CLICKED' })} disabled={state.matches({ fillingDetails: 'loadingDays' })}>{t('next')}</Button>
      )}
      {inForm && step === 2 && (
        <Button onClick={() => send({ type: 'SUBMIT_CLICKED' })} loading={busy} disabled={busy}>
          {editing ? t('save-changes') : usesBannerCredit(context) ? t('services:included.submit') : t('submit-and-pay')}
        </Button>
      )}
    </StepDialogActions>
  );

  return (
    <Dialog open size="lg" onClose={() => !busy && onClose()} title={t(`title.${kind}`)} description={t(`description.${kind}`)} actions={actions}>
      {loading && <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /><span className="sr-only">{t('loading')}</span></div>}
      {state.matches('loadFailed') && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{messageText(context.error)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </div>
      )}
      {bookedFree && <Alert tone="success">{t('services:included.done')}</Alert>}
      {inForm && (
        <div className="flex flex-col gap-5" data-testid="banner-dialog" data-kind={kind}>
          <Stepper steps={[t('step-details'), t('step-design'), t('step-review')]} current={step} label={t('steps-label')} moveFocus />
          {context.error && <Alert tone="error">{messageText(context.error)}</Alert>}
          {step === 0 && <BannerDetailsStep state={state} send={send} />}
          {step === 1 && <BannerDesignStep state={state} send={send} />}
          {step === 2 && <BannerReviewStep state={state} send={send} />}
        </div>
      )}
    </Dialog>
  );
}

export const PremiumBannerDialog = (props: ServiceDialogProps) => <BannerDialog kind="premium" {...props} />;
export const DoubleBannerDialog = (props: ServiceDialogProps) => <BannerDialog kind="double" {...props} />;
export const SlidingBannerDialog = (props: ServiceDialogProps) => <BannerDialog kind="sliding" {...props} />;
