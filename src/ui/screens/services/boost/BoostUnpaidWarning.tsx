// §8: an unpaid boost of the product already waits in the cart. Delete it (its dates are given back)
// to book these instead, or pay it.
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '../../../../domain/dates';
import type { boostDialogMachine } from '../../../../machines/boost-dialog/boost-dialog.machine';
import { Alert } from '../../../kit/Alert';
import { useMessageText } from '../../join/message-text';

type Snap = SnapshotFrom<typeof boostDialogMachine>;
const DAY_MS = 86_400_000;

export function BoostUnpaidWarning({ state }: { state: Snap }) {
  const { t, i18n } = useTranslation('services-boost');
  const messageText = useMessageText();
  const { unpaid, error } = state.context;
  if (!unpaid) return null;
  const days = Math.round((Date.parse(unpaid.toDate) - Date.parse(unpaid.fromDate)) / DAY_MS);
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        <p className="font-semibold">{t('unpaid.title')}</p>
        <p className="mt-1">
          {/* The product's name isolated (FSI … PDI), so an Arabic or English name keeps the sentence in order. */}
          {t('unpaid.body', { product: `\u2068${unpaid.productName}\u2069`, from: formatDayMonthYear(unpaid.fromDate, i18n.language), days: t('days', { count: days }) })}
        </p>
      </Alert>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
    </div>
  );
}
