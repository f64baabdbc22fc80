// §2 warning: an unpaid promo offer of the product already waits in the cart. Change it to this
// offer, delete it (then this one can be added), or pay it as it is.
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '../../../../domain/dates';
import { Alert } from '../../../kit/Alert';
import { useMessageText } from '../../join/message-text';
import type { PromoSnapshot } from './promo-view';

const DAY_MS = 86_400_000;

export function PromoUnpaidWarning({ state }: { state: PromoSnapshot }) {
  const { t, i18n } = useTranslation('services-promo');
  const messageText = useMessageText();
  const { unpaid, notice } = state.context;
  if (!unpaid) return null;
  const days = Math.round((Date.parse(unpaid.toDate) - Date.parse(unpaid.fromDate)) / DAY_MS);
  return (
    <div className="flex flex-col gap-3" data-testid="promo-unpaid-warning">
      <Alert tone="warning">
        <p className="font-semibold">{t('unpaid.title')}</p>
        <p className="mt-1">
          {/* The product's name isolated (FSI … PDI), so an Arabic or English name keeps the sentence in order. */}
          {t('unpaid.body', { product: `\u2068${unpaid.productName}\u2069`, from: formatDayMonthYear(unpaid.fromDate, i18n.language), days: t('days', { count: days }) })}
        </p>
      </Alert>
      {notice && <Alert tone="error">{messageText(notice)}</Alert>}
    </div>
  );
}
