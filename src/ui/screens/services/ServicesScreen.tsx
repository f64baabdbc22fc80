// Route /services (part 2 §2 Services screen). For now the company's membership card; the promotion
// services' tabs (Ads, Brand awareness) come in their own issue and take their place in this column.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectRole, selectUser } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { MembershipCard } from '../membership/MembershipCard';
import { PendingScreen } from '../pending/PendingScreen';

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
      <MembershipCard canBuy={role === 'company'} />
    </section>
  );
}
