// An unpaid booking's card asks before deleting it (from the cart, its dates given
// back). A view of the services machine's confirmingDelete and deletingBooking states.
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import type { ServiceCard } from './service-cards.connect';

export function DeleteBookingDialog({ card, deleting, onConfirm, onCancel }: {
  card: ServiceCard; deleting: boolean; onConfirm: () => void; onCancel: () => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Dialog
      open
      size="sm"
      role="alertdialog"
      onClose={() => !deleting && onCancel()}
      title={t('delete.title')}
      actions={(
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>{t('delete.keep')}</Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting} disabled={deleting}>{t('delete.confirm')}</Button>
        </>
      )}
    >
      {/* The subject (a product or banner title) isolated, so either language keeps the sentence in order. */}
      <p className="text-sm text-slate-700">{t('delete.body', { kind: t(`kind.${card.kind}`), subject: `\u2068${card.subject}\u2069` })}</p>
    </Dialog>
  );
}
