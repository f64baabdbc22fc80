// An unpaid booking's card asks before deleting it (from the cart, its dates given
// back; a promo offer holds no dates, so its question says none). A view of the services machine's
// confirmingDelete and deletingBooking states.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import type { ServiceCard } from './service-cards.connect';

export function DeleteBookingDialog({ card, deleting, onConfirm, onCancel }: {
  card: ServiceCard; deleting: boolean; onConfirm: () => void; onCancel: () => void;
}) {
  const { t } = useTranslation('services');
  return (
    <ConfirmDialog
      title={t('delete.title')}
      cancelLabel={t('delete.keep')}
      onCancel={onCancel}
      busy={deleting}
      answers={[{ label: t('delete.confirm'), variant: 'danger', onClick: onConfirm, loading: deleting }]}
    >
      {/* The subject (a product or banner title) isolated, so either language keeps the sentence in order;
          the kind named as the sentence needs it (en lower case after 'The', ar definite: التخفيض السريع). */}
      <p className="text-sm text-slate-700">{t(card.kind === 'promo' ? 'delete.body-promo' : 'delete.body', { kind: t(`delete.kind.${card.kind}`), subject: `\u2068${card.subject}\u2069` })}</p>
    </ConfirmDialog>
  );
}
