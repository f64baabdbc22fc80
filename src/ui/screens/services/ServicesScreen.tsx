// Route /services (part 2 §2 Services screen): the membership card (with its service tabs), then two tabs — Ads (boost, flash,
// refresh, promo offers) and Brand awareness (banners, only with service 20) — each a grid of the
// company's bookings and an Add button; `?openDialog=` restores a dialog and the query is cleared.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isServiceDialogName } from '../../../domain/service-dialog-names';
import { selectRole, selectUser } from '../../../machines/session/session.selectors';
import { hasBannersTab, isOffered, TAB_DIALOGS, type ServiceTab } from '../../../machines/services/service-offers';
import { servicesMachine } from '../../../machines/services/services.machine';
import { useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { useMessageText } from '../join/message-text';
import { MembershipCard } from '../membership/MembershipCard';
import { PendingScreen } from '../pending/PendingScreen';
import { AddServiceMenu } from './AddServiceMenu';
import { bannerCard, offerCard, type ServiceCard } from './service-cards.connect';
import { ServiceCardGroups } from './ServiceCardGroups';
import { SERVICE_DIALOGS } from './service-dialogs';
import { ServiceDialogHost } from './ServiceDialogHost';
import { DeleteBookingDialog } from './DeleteBookingDialog';
import { LoadFailed, Loading } from '../../kit/LoadState';

// A promo offer card's Details (part 2 §2), loaded the first time one opens.
const PromoDetailsDialog = lazy(() => import('./promo/PromoDetailsDialog'));

export function ServicesScreen() {
  const { t } = useTranslation('shell');
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const role = useSelector(session, selectRole);
  // Services are bought for a company's products: a signed-in buyer has none.
  if (!user || user.sellerId === null) return <PendingScreen screen="services" reason="not-allowed" />;
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-6">
      <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('screens.services')}</h1>
      <ServicesTabs canBuy={role === 'company'} />
    </section>
  );
}

/** What the address asked for when the screen opened (read once; the query is then cleared). */
function useOpeningQuery() {
  const search = useSearch();
  const [opening] = useState(() => {
    const query = new URLSearchParams(search);
    const openDialog = query.get('openDialog');
    return { tab: (query.get('tab') === '1' ? 1 : 0) as ServiceTab, openDialog: isServiceDialogName(openDialog) ? openDialog : null, restore: search };
  });
  return opening;
}

function ServicesTabs({ canBuy }: { canBuy: boolean }) {
  const { t } = useTranslation('services');
  const messageText = useMessageText();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const opening = useOpeningQuery();
  const [state, send] = useFlow(servicesMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path) },
  }), { input: { ...opening, now: Date.now } });
  const { tab, membership, membershipReply, offers, banners, dialog, details, error } = state.context;

  // §2: the query is cleared after restoring; the address keeps the tab shown (tab 0 needs no query).
  useEffect(() => {
    if (state.matches('loading')) return;
    const wanted = tab === 1 ? '/services?tab=1' : '/services';
    if (`${window.location.pathname}${window.location.search}` !== wanted) latest.current(wanted, { replace: true });
  }, [tab, state]);

  if (state.matches('loading')) return <Loading />;
  if (state.matches('loadFailed')) return <LoadFailed message={messageText(error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY_CLICKED' })} />;

  const now = Date.now();
  const offered = (tabOf: ServiceTab) => (canBuy ? TAB_DIALOGS[tabOf].filter((d) => SERVICE_DIALOGS[d] !== null && isOffered(d, membership, now)) : []);
  const tabs: ServiceTab[] = hasBannersTab(membership, now) ? [0, 1] : [0];
  // Only the company pays (part 2 §6); an employee sees the same cards without Pay now.
  const payable = (card: ServiceCard): ServiceCard => (canBuy ? card : { ...card, payPath: null });
  const cards: Record<ServiceTab, ServiceCard[]> = { 0: offers.map((o) => payable(offerCard(o, now))), 1: banners.map((b) => payable(bannerCard(b, now))) };
  const noMembershipServices = !['boost', 'flash-sale', 'refresh'].some((d) => isOffered(d as 'boost', membership, now));

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {/* The card is handed the membership this flow read; after a booking used one of its credits, the flow reads it again and hands that. */}
      {membershipReply && <MembershipCard canBuy={canBuy} bookings={{ offers, banners }} reply={membershipReply} onPay={(path) => send({ type: 'PAY_CLICKED', path })} />}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <TabGroup selectedIndex={Math.max(0, tabs.indexOf(tab))} onChange={(index) => send({ type: 'TAB_CHOSEN', tab: tabs[index] })} className="flex flex-col gap-4">
        <TabList aria-label={t('tabs.label')} className="flex gap-1 self-start rounded-xl bg-slate-100 p-1">
          {tabs.map((tabShown) => (
            <Tab key={tabShown} className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 outline-none data-focus:ring-2 data-focus:ring-teal-600 data-hover:text-slate-900 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow-sm">
              {t(`tabs.${tabShown}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {tabs.map((tabShown) => (
            <TabPanel key={tabShown} className="flex flex-col gap-4 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-slate-900">{t(`tabs.heading-${tabShown}`)}</h2>
                <AddServiceMenu dialogs={offered(tabShown)} onChoose={(d) => send({ type: 'ADD_CHOSEN', dialog: d })} />
              </div>
              {tabShown === 0 && noMembershipServices && <Alert tone="info">{t('no-eligible-services')}</Alert>}
              {cards[tabShown].length === 0
                ? <p className="rounded-2xl bg-white p-6 text-center text-sm text-slate-500 ring-1 ring-slate-200">{t(`empty-${tabShown}`)}</p>
                : (
                  <ServiceCardGroups
                    name={`tab${tabShown}`}
                    cards={cards[tabShown]}
                    onPay={(path) => send({ type: 'PAY_CLICKED', path })}
                    onDetails={(card) => card.offer && send({ type: 'PROMO_DETAILS_OPENED', offer: card.offer })}
                    onDelete={(card) => send({ type: 'DELETE_CLICKED', key: card.key })}
                    highlight={state.context.highlight}
                  />
                )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      {details && state.matches({ shown: { overlay: 'viewingPromo' } }) && (
        <Suspense fallback={null}>
          <PromoDetailsDialog key={details.id} offer={details} canPay={canBuy} onClose={() => send({ type: 'PROMO_DETAILS_CLOSED' })} />
        </Suspense>
      )}
      {state.context.deleting && [...cards[0], ...cards[1]].filter((card) => card.key === state.context.deleting!.key).map((card) => (
        <DeleteBookingDialog
          key={card.key}
          card={card}
          deleting={state.matches({ shown: { overlay: 'deletingBooking' } })}
          onConfirm={() => send({ type: 'DELETE_CONFIRMED' })}
          onCancel={() => send({ type: 'DELETE_CANCELLED' })}
        />
      ))}
      {dialog && (
        <ServiceDialogHost
          dialog={dialog}
          onClose={() => send({ type: 'DIALOG_CLOSED' })}
          onChanged={() => send({ type: 'SERVICES_CHANGED' })}
        />
      )}
    </div>
  );
}
