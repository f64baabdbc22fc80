// The ad refresh's /payment address carries the dialog to come back to:
// `openDialog=refresh&step=2` (its last step, where it is submitted), the product, the booking's offer id
// (so the restored dialog changes that booking instead of adding a second one, which the server refuses)
// and the start day (adStartDate), as refresh-restore.ts reads them.
import { PAYMENT_FOR_SERVICE, SERVICE_TYPE } from '../../api/promotions';
import { paymentPath } from '../../domain/payment-path';

export type RefreshReturn = { offerId: number; slug: string; startDate: string };

export function refreshPaymentPath(itemId: number, productId: number, back?: RefreshReturn): string {
  const path = paymentPath({ itemId, type: PAYMENT_FOR_SERVICE[SERVICE_TYPE.refresh], productId });
  if (!back) return path;
  const query = new URLSearchParams({ openDialog: 'refresh', step: '2', product: back.slug, offerId: String(back.offerId), adStartDate: back.startDate });
  return `${path}&${query}`;
}
