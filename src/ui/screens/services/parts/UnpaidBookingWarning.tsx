// A service dialog's warning that an unpaid booking of the product already waits in the cart: its
// product, first day and length in the dialog's own words (`unpaid.title`, `unpaid.body`, `days`),
// and the last refusal beneath. The dialog's footer offers what can be done with it.
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '../../../../domain/dates';
import { Alert } from '../../../kit/Alert';
import { useMessageText } from '../../join/message-text';

const DAY_MS = 86_400_000;

export function UnpaidBookingWarning({ ns, unpaid, error, testId }: {
  /** The dialog's namespace, which holds its `unpaid.*` and `days` texts. */
  ns: string;
  unpaid: { productName: string; fromDate: string; toDate: string } | null | undefined;
  /** The last refusal, a message key or text. */
  error: string | null | undefined;
  testId?: string;
}) {
  const { t, i18n } = useTranslation(ns);
  const messageText = useMessageText();
  if (!unpaid) return null;
  const days = Math.round((Date.parse(unpaid.toDate) - Date.parse(unpaid.fromDate)) / DAY_MS);
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
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
