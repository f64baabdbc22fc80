// Part 2 §2: the company already has an unpaid membership in its cart: remove it (then choose a new
// plan) or pay it now. The plans flow runs this flow as its child; this view reads and drives it.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { unpaidMembershipMachine } from '../../../machines/unpaid-membership/unpaid-membership.machine';
import { formatKwd } from '../../../domain/money';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
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
    <Dialog
      open
      size="md"
      role="alertdialog"
      onClose={() => !working && onClose()}
      title={t('unpaid.title')}
      actions={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={working}>{t('plans.close')}</Button>
          <Button variant="secondary" loading={removing} disabled={working} onClick={() => actor.send({ type: 'REMOVE_CLICKED' })}>{t('unpaid.remove')}</Button>
          <Button loading={paying} disabled={working} onClick={() => actor.send({ type: 'PAY_NOW_CLICKED' })}>{t('unpaid.pay-now')}</Button>
        </>
      )}
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
    </Dialog>
  );
}
