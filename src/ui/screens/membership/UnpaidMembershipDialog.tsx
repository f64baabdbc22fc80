// Part 2 §2: the company already has an unpaid membership in its cart: remove it (then choose a new
// plan) or pay it now. The plans flow runs this flow as its child; this view reads and drives it.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { unpaidMembershipMachine } from '../../../machines/unpaid-membership/unpaid-membership.machine';
import { formatKwd } from '../../../domain/money';
import { Alert } from '../../kit/Alert';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { useMessageText } from '../join/message-text';
import { periodText } from './membership-text';

export function UnpaidMembershipDialog({ actor, onClose }: { actor: ActorRefFrom<typeof unpaidMembershipMachine>; onClose: () => void }) {
  const { t, i18n } = useTranslation('membership');
  const messageText = useMessageText();
  const state = useSelector(actor, (s) => s);
  const { membership, error } = state.context;
  const removing = state.matches('removing');
  const paying = state.matches('findingItem') || state.matches('payingNow');
  const working = removing || paying || state.matches('removed');
  const locale = i18n.language;
  return (
    <ConfirmDialog
      size="md"
      title={t('unpaid.title')}
      cancelLabel={t('plans.close')}
      onCancel={onClose}
      busy={working}
      answers={[
        { label: t('unpaid.remove'), variant: 'secondary', loading: removing, onClick: () => actor.send({ type: 'REMOVE_CLICKED' }) },
        { label: t('unpaid.pay-now'), loading: paying, onClick: () => actor.send({ type: 'PAY_NOW_CLICKED' }) },
      ]}
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {t('unpaid.body', {
            plan: locale === 'ar' ? membership.nameAr : membership.name,
            period: periodText(t, membership.type),
            price: formatKwd(membership.type.price, locale),
          })}
        </p>
        {error && <Alert tone="error">{messageText(error)}</Alert>}
      </div>
    </ConfirmDialog>
  );
}
