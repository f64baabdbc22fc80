// Part 2 §4: an unpaid banner of this kind is already in the cart. Delete it (then book afresh), edit
// it with its values filled in, pay it now, or close.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import type { unpaidBannerMachine } from '../../../../machines/unpaid-banner/unpaid-banner.machine';
import { bannerKindOf } from '../../../../machines/banner-dialog/banner-draft';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';

/** Closing goes through the machine (its `closed` ends the banner dialog, which closes). */
export function UnpaidBannerDialog({ actor }: { actor: ActorRefFrom<typeof unpaidBannerMachine> }) {
  const { t, i18n } = useTranslation('services-banners');
  const messageText = useMessageText();
  const locale = i18n.language;
  const state = useSelector(actor, (s) => s);
  const { banner, error } = state.context;
  const deleting = state.matches('deleting');
  const image = banner.primaryImage?.url ?? banner.images[0]?.url ?? null;
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => !deleting && actor.send({ type: 'CLOSE_CLICKED' })}
      title={t('unpaid.title')}
      description={t('unpaid.description')}
      actions={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'CLOSE_CLICKED' })} disabled={deleting}>{t('close')}</Button>
          <Button variant="danger" onClick={() => actor.send({ type: 'DELETE_CLICKED' })} loading={deleting} disabled={deleting}>{t('unpaid.delete')}</Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'EDIT_CLICKED' })} disabled={deleting}>{t('unpaid.edit')}</Button>
          <Button onClick={() => actor.send({ type: 'PAY_CLICKED' })} disabled={deleting}>{t('unpaid.pay')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4" data-testid="unpaid-banner">
        {error && <Alert tone="error">{messageText(error)}</Alert>}
        <div className="flex items-start gap-4">
          {image && <img src={image} alt="" className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover" />}
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-semibold text-slate-900">{t(`title.${bannerKindOf(banner.type)}`)}</span>
            {banner.title && <UserText text={banner.title} className="text-slate-700" />}
            <span className="text-slate-600">
              {t('unpaid.starts', { date: formatDay(banner.date, locale) })}{t('separator')}{t('review-days', { count: banner.days })}
            </span>
            <span className="text-slate-600">{t('unpaid.amount')}: <span className="font-semibold text-slate-900 tabular-nums">{formatKwd(banner.amount, locale)}</span></span>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
