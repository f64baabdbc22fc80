// Part 2 §2 promo details: what a promo offer card's Details shows — its title, product, status,
// dates, amount, features and images (one large, the others to pick) — and, while the offer waits
// in the cart, Pay now (the company only). A thin view of the promo-details machine (promoDetails).
// User text is isolated inline (bdi) so it keeps to the page's side in Arabic whatever its first letter.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CompanyOffer } from '../../../../api/schemas/promotions';
import { formatDayMonthYear } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { formatNumber } from '../../../../domain/numbers';
import { promoDetailsMachine, promoStatus } from '../../../../machines/promo-details/promo-details.machine';
import { useFlow } from '../../../flow/use-flow';
import { Button } from '../../../kit/Button';
import { cx } from '../../../kit/cx';
import { Dialog } from '../../../kit/Dialog';
import { ReviewRow as Row } from '../parts/ReviewRow';
import { lastDay, ServiceStatusBadge } from '../parts/ServiceStatusBadge';

export default function PromoDetailsDialog({ offer, canPay, onClose }: { offer: CompanyOffer; canPay: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['services-promo', 'services']);
  const locale = i18n.language;
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const [state, send] = useFlow(promoDetailsMachine.provide({
    actions: { goToPayment: (_, params) => latest.current(params.path) },
  }), { input: { offer } });

  const { imageIndex } = state.context;
  const status = promoStatus(offer, Date.now());
  const count = offer.images.length;
  const shown = offer.images[imageIndex];
  const number = (i: number) => formatNumber(i + 1, locale);
  const actions = (
    <>
      <Button variant="secondary" onClick={onClose}>{t('details.close')}</Button>
      {canPay && status === 'unpaid' && offer.itemId !== null && (
        <Button loading={state.matches('goingToPayment')} onClick={() => send({ type: 'PAY_CLICKED' })}>{t('services:card.pay')}</Button>
      )}
    </>
  );

  return (
    <Dialog open size="lg" onClose={onClose} title={t('details.title')} description={<bdi className="wrap-anywhere">{offer.name}</bdi>} actions={actions}>
      <div className="flex min-w-0 flex-col gap-4" data-testid="promo-details">
        <dl className="divide-y divide-slate-100 rounded-xl px-4 ring-1 ring-slate-200">
          <Row label={t('details.product')}><bdi className="font-medium wrap-anywhere">{offer.productName}</bdi></Row>
          <Row label={t('details.status')}><ServiceStatusBadge status={status} from={offer.fromDate} /></Row>
          <Row label={t('services:card.dates')}>
            {t('services:card.range', { from: formatDayMonthYear(offer.fromDate, locale), to: formatDayMonthYear(lastDay(offer.toDate), locale) })}
          </Row>
          <Row label={t('services:card.amount')}>{formatKwd(offer.amount, locale)}</Row>
          <Row label={t('details.features')}>
            {offer.features.length === 0 ? t('details.no-features') : (
              <ul className="flex list-disc flex-col gap-0.5 ps-4">
                {offer.features.map((f, i) => <li key={i} className="wrap-anywhere"><bdi>{f.title}</bdi></li>)}
              </ul>
            )}
          </Row>
        </dl>
        {shown && (
          <section aria-label={t('details.images')} className="flex min-w-0 flex-col gap-2">
            <figure className="flex flex-col gap-1">
              <img src={shown.url} alt={t('details.image', { number: number(imageIndex), count: formatNumber(count, locale) })}
                className="aspect-[4/3] max-h-80 w-full rounded-xl bg-slate-100 object-contain" />
              {count > 1 && (
                <figcaption className="text-center text-xs text-slate-500" aria-hidden="true">
                  {t('details.image', { number: number(imageIndex), count: formatNumber(count, locale) })}
                </figcaption>
              )}
            </figure>
            {count > 1 && (
              <ul className="flex flex-wrap gap-2">
                {offer.images.map((img, i) => (
                  <li key={`${img.url}-${i}`}>
                    <button type="button" aria-pressed={i === imageIndex} aria-label={t('details.show-image', { number: number(i) })}
                      onClick={() => send({ type: 'IMAGE_CHOSEN', index: i })}
                      className={cx('block overflow-hidden rounded-lg ring-offset-1 focus-visible:outline-2 focus-visible:outline-teal-700', i === imageIndex ? 'ring-2 ring-teal-700' : 'ring-1 ring-slate-200')}>
                      <img src={img.url} alt="" className="size-14 bg-slate-100 object-cover" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
