// Part 2 §2 User account screen, Services section: the membership card (its countdown, renew, plans)
// with the service tabs of the company's bookings, as on /services.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { selectRole, selectUser } from '../../../../machines/session/session.selectors';
import { servicesMachine } from '../../../../machines/services/services.machine';
import { useSessionActor } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { EmptyState } from '../../../kit/EmptyState';
import { useMessageText } from '../../join/message-text';
import { MembershipCard } from '../../membership/MembershipCard';
import { LoadFailed, Loading } from '../../../kit/LoadState';

export function ServicesSection() {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const role = useSelector(session, selectRole);
  // Services are bought for a company's products: a buyer has none.
  if (!user || user.sellerId === null) return <EmptyState title={t('tabs.services')} body={t('services.not-seller')} />;
  return <Services canBuy={role === 'company'} />;
}

function Services({ canBuy }: { canBuy: boolean }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  // The Services screen's flow, without a dialog asked for: the bookings the tabs list, Pay now, and the membership it hands the card.
  const [state, send] = useFlow(servicesMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path) },
  }), { input: { tab: 0, openDialog: null, restore: '', now: Date.now } });
  const { offers, banners, membershipReply, error } = state.context;

  if (state.matches('loading')) return <Loading />;
  if (state.matches('loadFailed')) return <LoadFailed message={messageText(error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY_CLICKED' })} />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {membershipReply && <MembershipCard canBuy={canBuy} bookings={{ offers, banners }} reply={membershipReply} onPay={(path) => send({ type: 'PAY_CLICKED', path })} />}
    </div>
  );
}
