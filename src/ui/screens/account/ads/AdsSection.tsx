// Part 2 §2 User account screen, Ads section: the company's ads, each with its menu of services (boost,
// refresh, flash discount, as ad-services.ts allows) opening the Services screen's own dialogs here.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAdsMachine } from '../../../../machines/account-ads/account-ads.machine';
import { adServicesOf } from '../../../../machines/account-ads/ad-services';
import { selectRole, selectUser } from '../../../../machines/session/session.selectors';
import { useSessionActor } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { EmptyState } from '../../../kit/EmptyState';
import { useMessageText } from '../../join/message-text';
import { ServiceDialogHost } from '../../services/ServiceDialogHost';
import { AdRow } from './AdRow';
import { LoadFailed, Loading } from '../../../kit/LoadState';

export function AdsSection() {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const role = useSelector(session, selectRole);
  // A buyer sells nothing: no ads to promote.
  if (!user || user.sellerId === null) return <EmptyState title={t('ads.title')} body={t('ads.not-seller')} />;
  return <Ads sellerId={user.sellerId} canBuy={role === 'company'} />;
}

function Ads({ sellerId, canBuy }: { sellerId: number; canBuy: boolean }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const [state, send] = useFlow(accountAdsMachine, { input: { sellerId, canBuy, now: Date.now } });
  const { ads, membership, nextCursor, dialog, error } = state.context;
  const open = useMemo(() => dialog && { name: dialog.name, restore: '', product: dialog.product }, [dialog]);

  if (state.matches('loading')) return <Loading />;
  if (state.matches('loadFailed')) return <LoadFailed message={messageText(error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY_CLICKED' })} />;
  const now = Date.now();
  return (
    <section aria-labelledby="ads-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="ads-title" className="text-lg font-semibold text-slate-900">{t('ads.title')}</h2>
        <p className="text-sm text-slate-500">{t(canBuy ? 'ads.subtitle' : 'ads.subtitle-employee')}</p>
      </div>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {ads.length === 0
        ? <EmptyState title={t('ads.empty-title')} body={t('ads.empty-body')} />
        : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-labelledby="ads-title" aria-busy={state.matches({ shown: 'reloadingAds' })}>
            {ads.map((ad) => (
              <li key={ad.id} className="min-w-0">
                <AdRow
                  ad={ad}
                  services={adServicesOf(ad, { canBuy, membership, now })}
                  onChoose={(service) => send({ type: 'AD_SERVICE_CHOSEN', service, product: ad })}
                />
              </li>
            ))}
          </ul>
        )}
      {nextCursor !== null && (
        <div>
          <Button variant="secondary" loading={state.matches({ shown: 'loadingMore' })} onClick={() => send({ type: 'MORE_REQUESTED' })}>{t('ads.more')}</Button>
        </div>
      )}
      {open && <ServiceDialogHost dialog={open} onClose={() => send({ type: 'DIALOG_CLOSED' })} onChanged={() => send({ type: 'SERVICES_CHANGED' })} />}
    </section>
  );
}
