// Part 2 §2 Membership / plans: plan cards under the period tabs (0 = 1 month, 1 = 3 months, 2 = 1 year),
// each with its price; with an unpaid membership in the cart the unpaid-membership dialog comes first.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { membershipPlansMachine, type CurrentPlan } from '../../../machines/membership-plans/membership-plans.machine';
import { formatKwd } from '../../../domain/money';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { Dialog } from '../../kit/Dialog';
import { Spinner } from '../../kit/Spinner';
import { useFlow } from '../../flow/use-flow';
import { useMessageText } from '../join/message-text';
import { MembershipServices } from './MembershipServices';
import { periodText } from './membership-text';
import { plansView } from './plans.connect';
import { UnpaidMembershipDialog } from './UnpaidMembershipDialog';

/** `current`: the company's running plan and period: the dialog opens on that period and marks the plan. */
export function PlansDialog({ onClose, current = null }: { onClose: () => void; current?: CurrentPlan | null }) {
  const { t, i18n } = useTranslation('membership');
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const [state, send] = useFlow(membershipPlansMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path) },
  }), { input: { current } });

  const unpaid = state.children.unpaidMembership;
  if (state.matches('unpaid') && unpaid) return <UnpaidMembershipDialog actor={unpaid} onClose={onClose} />;

  const locale = i18n.language;
  const view = plansView(state.context, locale);
  const subscribing = state.matches('subscribing') || state.matches('goingToPayment');
  const loading = state.matches('checkingUnpaid') || state.matches('loading');
  return (
    <Dialog
      open
      size="xl"
      onClose={() => !subscribing && onClose()}
      title={t('plans.title')}
      description={t('plans.description')}
      actions={<Button variant="secondary" onClick={onClose} disabled={subscribing}>{t('plans.close')}</Button>}
    >
      {loading && <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div>}
      {state.matches('loadFailed') && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{messageText(state.context.error)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('plans.retry')}</Button>
        </div>
      )}
      {view.periods.length > 0 && !loading && !state.matches('loadFailed') && (
        <TabGroup
          selectedIndex={Math.max(0, view.periods.findIndex((p) => p.tab === view.tab))}
          onChange={(index) => send({ type: 'TAB_CHOSEN', tab: view.periods[index].tab })}
          className="flex flex-col gap-5"
        >
          <TabList aria-label={t('plans.periods')} className="flex gap-1 self-start rounded-xl bg-slate-100 p-1">
            {view.periods.map((period) => (
              <Tab
                key={period.tab}
                disabled={subscribing}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 outline-none data-focus:ring-2 data-focus:ring-teal-600 data-hover:text-slate-900 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow-sm"
              >
                {periodText(t, period)}
              </Tab>
            ))}
          </TabList>
          {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
          <TabPanels>
            {view.periods.map((period) => (
              <TabPanel key={period.tab} className="grid gap-4 md:grid-cols-3">
                {view.cards.map((card) => {
                  const chosen = card.planTypeId !== null && state.context.planTypeId === card.planTypeId;
                  const own = current !== null && card.planId === current.planId && period.periodUnit === current.periodUnit && period.periodCount === current.periodCount;
                  return (
                    <article key={card.planId} aria-labelledby={`plan-${card.planId}`} data-current={own || undefined}
                      className={cx('flex flex-col gap-3 rounded-xl p-4 ring-1', chosen || own ? 'ring-2 ring-teal-600' : 'ring-slate-200', own && 'bg-teal-50/40')}>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 id={`plan-${card.planId}`} className="text-lg font-semibold text-slate-900">{card.name}</h3>
                        {own && <span className="rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="plan-current">{t('plans.current')}</span>}
                      </div>
                      <p className="text-sm text-slate-600">{card.description}</p>
                      {card.price !== null && (
                        <p className="flex flex-wrap items-baseline gap-x-1.5">
                          <span data-testid="plan-price" className="text-2xl font-bold text-slate-900">{formatKwd(card.price, locale)}</span>
                          <span className="text-sm text-slate-500">{t('plans.per-period', { period: periodText(t, period) })}</span>
                        </p>
                      )}
                      <p id={`plan-${card.planId}-includes`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('plans.includes')}</p>
                      <MembershipServices narrow services={card.services} creditsAre="a-period" labelledBy={`plan-${card.planId}-includes`} />
                      <div className="mt-auto pt-1">
                        <Button
                          block
                          aria-label={t('plans.subscribe-to', { plan: card.name })}
                          disabled={card.planTypeId === null || subscribing}
                          loading={chosen && subscribing}
                          onClick={() => card.planTypeId !== null && send({ type: 'SUBSCRIBE_CLICKED', planTypeId: card.planTypeId })}
                        >
                          {t('plans.subscribe')}
                        </Button>
                      </div>
                    </article>
                  );
                })}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </Dialog>
  );
}
