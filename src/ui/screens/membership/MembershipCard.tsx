// The company's membership card (part 2 §2: active, expiring, renew, the countdown to its end and the
// service tabs), on the services screen and in the account screen's services section. It runs the card
// flow; the plans dialog opens from it. The bookings the tabs list, and the membership itself (the screen's
// flow asked for it already), come from the screen that shows it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipSelfReply } from '../../../api/schemas/memberships';
import { useLocation } from 'wouter';
import { membershipCardMachine } from '../../../machines/membership-card/membership-card.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Countdown } from '../../kit/Countdown';
import { Dialog } from '../../kit/Dialog';
import { Spinner } from '../../kit/Spinner';
import { useFlow } from '../../flow/use-flow';
import { useMessageText } from '../join/message-text';
import { cardView } from './membership-card.connect';
import { ServiceTabs, type ServiceBookings } from '../services/ServiceTabs';
import { periodText } from './membership-text';
import { PlansDialog } from './PlansDialog';
import { StandingBadge } from './StandingBadge';

/**
 * `canBuy`: the company's owner may renew and subscribe (part 2 §6); an employee only reads the card.
 * `bookings`: the company's bookings, listed under the service tabs; `onPay` pays an unpaid one.
 * `reply`: the screen flow's GET /memberships/self reply; the card starts from it and takes each newer one.
 */
export function MembershipCard({ canBuy, bookings, reply, onPay }: { canBuy: boolean; bookings: ServiceBookings; reply: MembershipSelfReply; onPay?: (path: string) => void }) {
  const { t, i18n } = useTranslation('membership');
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const [state, send] = useFlow(membershipCardMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path) },
  }), { input: { reply } });
  useHandedReplies(reply, send);
  const frame = 'flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
  const heading = <h2 id="membership-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('card.title')}</h2>;

  if (state.matches('loading')) {
    return (
      <section aria-labelledby="membership-title" aria-busy="true" className={frame}>
        {heading}
        <div className="flex items-center gap-2 text-slate-500"><Spinner /></div>
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <section aria-labelledby="membership-title" className={frame}>
        {heading}
        <Alert tone="error">{messageText(state.context.error)}</Alert>
        <div><Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('card.retry')}</Button></div>
      </section>
    );
  }

  const view = cardView(state.context, Date.now(), i18n.language);
  const busy = state.matches({ shown: 'renewing' }) || state.matches({ shown: 'refreshing' }) || state.matches('goingToPayment');
  const confirming = state.matches({ shown: 'confirmingRenewal' }) || state.matches({ shown: 'renewing' });
  const current = state.context.membership;
  const urgent = view.standing === 'expiring' || view.standing === 'expired';
  const body = { none: 'card.none-body', unpaid: 'card.unpaid-body', expired: 'card.expired-body' } as const;
  return (
    <section aria-labelledby="membership-title" data-testid="membership-card" className={frame}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          {heading}
          <div className="flex flex-wrap items-center gap-2">
            {view.name && <p className="text-2xl font-bold text-slate-900">{view.name}</p>}
            <StandingBadge standing={view.standing} />
          </div>
          {view.daysLeft !== null && <p className="text-sm font-medium text-amber-800">{t('card.expires-in', { count: view.daysLeft })}</p>}
        </div>
        {canBuy && (
          <div className="flex flex-wrap gap-2">
            {view.canRenew && (
              <Button variant={urgent || view.renewal?.waiting ? 'primary' : 'secondary'} disabled={busy} onClick={() => send({ type: 'RENEW_CLICKED' })}>
                {t(view.renewal?.waiting ? 'card.pay-renewal' : 'card.renew')}
              </Button>
            )}
            {view.canPayUnpaid && (
              <Button loading={state.matches('goingToPayment')} disabled={busy} onClick={() => send({ type: 'PAY_UNPAID_CLICKED' })}>{t('card.pay-now')}</Button>
            )}
            <Button variant={view.canRenew || view.canPayUnpaid ? 'secondary' : 'primary'} disabled={busy} onClick={() => send({ type: 'PLANS_OPENED' })}>
              {t(view.standing === 'none' ? 'card.choose-plan' : 'card.see-plans')}
            </Button>
          </div>
        )}
      </div>

      {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
      {view.standing in body && <p className="text-sm text-slate-600">{t(body[view.standing as keyof typeof body])}</p>}
      {view.unpaidPrice && view.shown && (
        <p className="text-sm text-slate-700" data-testid="membership-unpaid-price">
          <span className="text-lg font-bold text-slate-900">{view.unpaidPrice}</span> {t('plans.per-period', { period: periodText(t, view.shown.type) })}
        </p>
      )}
      {view.renewal?.waiting && (
        <Alert tone="info"><span data-testid="membership-renewal-waiting">{t('card.renewal-waiting', { price: view.renewal.price, date: view.renewal.endDate })}</span></Alert>
      )}
      {view.description && view.standing !== 'none' && <p className="text-sm text-slate-600">{view.description}</p>}

      {view.shown && (
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          {view.startDate && <Term label={t('card.starts')} value={view.startDate} />}
          {view.endDate && <Term label={t('card.ends')} value={view.endDate} />}
          <Term label={t('card.period')} value={periodText(t, view.shown.type)} />
          {view.countdownTo && <Term label={t('card.time-left')} value={<Countdown until={view.countdownTo} />} testId="membership-countdown" />}
        </dl>
      )}

      {view.shown && (
        <div className="flex flex-col gap-2">
          <h3 id="membership-services" className="text-sm font-semibold text-slate-900">{t('card.services')}</h3>
          <ServiceTabs services={view.services} creditsAre={view.creditsAre} bookings={bookings} onPay={canBuy ? onPay : undefined} labelledBy="membership-services" />
        </div>
      )}

      {view.unpaidAlso && <Alert tone="info">{t('card.unpaid-also', { plan: view.unpaidAlso })}</Alert>}

      {state.matches({ shown: 'choosingPlan' }) && (
        <PlansDialog
          current={current && current.status === 'active' ? { planId: current.planId, periodUnit: current.type.periodUnit, periodCount: current.type.periodCount } : null}
          onClose={() => send({ type: 'PLANS_CLOSED' })}
        />
      )}
      {/* Renew says what it costs and when the membership will then end before anything is added to the cart. */}
      <Dialog
        open={confirming}
        size="sm"
        role="alertdialog"
        onClose={() => !state.matches({ shown: 'renewing' }) && send({ type: 'RENEW_CANCELLED' })}
        title={t('card.renew-title', { plan: view.name ?? '' })}
        actions={<>
          <Button variant="secondary" disabled={state.matches({ shown: 'renewing' })} onClick={() => send({ type: 'RENEW_CANCELLED' })}>{t('card.renew-cancel')}</Button>
          <Button loading={state.matches({ shown: 'renewing' })} onClick={() => send({ type: 'RENEW_CONFIRMED' })}>{t('card.renew-confirm')}</Button>
        </>}
      >
        {view.renewal && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="renewal-confirmation">
            <dt className="text-slate-500">{t('card.renew-price')}</dt>
            <dd className="text-end font-bold text-slate-900">{view.renewal.price}</dd>
            {view.endDate && (<><dt className="text-slate-500">{t('card.ends')}</dt><dd className="text-end text-slate-900">{view.endDate}</dd></>)}
            <dt className="text-slate-500">{t('card.renew-new-end')}</dt>
            <dd className="text-end font-medium text-slate-900">{view.renewal.endDate}</dd>
          </dl>
        )}
      </Dialog>
    </section>
  );
}

/** Hands the card each reply the screen's flow gets after the one it started from (after a booking, a delete). */
function useHandedReplies(reply: MembershipSelfReply, send: (event: { type: 'MEMBERSHIP_FETCHED'; reply: MembershipSelfReply }) => void) {
  const handed = useRef(reply);
  useEffect(() => {
    if (handed.current === reply) return;
    handed.current = reply;
    send({ type: 'MEMBERSHIP_FETCHED', reply });
  }, [reply, send]);
}

function Term({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid={testId}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
