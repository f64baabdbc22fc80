// Part 2 §2 and §4: an unpaid flash sale of the product is already in the cart: delete it (then book
// afresh), pay it now, or close. The flash dialog runs this flow as its child; this view drives it.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatDayMonthYear } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatPercent } from '../../../../domain/numbers';
import type { unpaidFlashMachine } from '../../../../machines/unpaid-flash/unpaid-flash.machine';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';

export function UnpaidFlashDialog({ actor, onDeleted }: { actor: ActorRefFrom<typeof unpaidFlashMachine>; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('services-flash');
  const messageText = useMessageText();
  const state = useSelector(actor, (s) => s);
  const { offer, error } = state.context;
  const deleting = state.matches('deleting');
  const deleted = state.matches('deleted');
  const paying = state.matches('payingNow');
  const working = deleting || paying || deleted;
  const locale = i18n.language;
  useEffect(() => {
    if (deleted) onDeleted();
  }, [deleted, onDeleted]);
  const discount = offer.percentValue !== null ? formatPercent(offer.percentValue / 100, locale) : formatKwd(offer.fixedValue ?? 0, locale);
  // toDate is the instant the sale ends: the day after its last.
  const lastDay = new Date(Date.parse(offer.toDate) - 1).toISOString();
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2';
  return (
    <Dialog
      open
      size="md"
      role="alertdialog"
      onClose={() => !working && actor.send({ type: 'CLOSE_CLICKED' })}
      title={t('unpaid.title')}
      actions={(
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'CLOSE_CLICKED' })} disabled={working}>{t('unpaid.close')}</Button>
          <Button variant="danger" loading={deleting} disabled={working} onClick={() => actor.send({ type: 'DELETE_CLICKED' })}>{t('unpaid.delete')}</Button>
          <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'UPDATE_CLICKED' })}>{t('unpaid.update')}</Button>
          <Button loading={paying} disabled={working} onClick={() => actor.send({ type: 'PAY_CLICKED' })}>{t('unpaid.pay')}</Button>
        </>
      )}
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{t('unpaid.body')}</p>
        <dl className="divide-y divide-slate-100 text-sm">
          <div className={row}><dt className="text-slate-500">{t('product')}</dt><dd className="min-w-0 font-medium text-slate-900"><UserText text={offer.productName} /></dd></div>
          <div className={row}><dt className="text-slate-500">{t('discount')}</dt><dd className="text-slate-900">{discount}</dd></div>
          <div className={row}>
            <dt className="text-slate-500">{t('dates')}</dt>
            <dd className="text-slate-900">{t('from-to', { from: formatDayMonthYear(offer.fromDate, locale), to: formatDayMonthYear(lastDay, locale) })}</dd>
          </div>
          <div className={row}><dt className="text-slate-500">{t('unpaid.amount')}</dt><dd className="font-semibold text-slate-900">{formatKwd(offer.amount, locale)}</dd></div>
        </dl>
        {error && <Alert tone="error">{messageText(error)}</Alert>}
      </div>
    </Dialog>
  );
}
