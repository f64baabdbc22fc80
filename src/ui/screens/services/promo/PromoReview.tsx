// Step 4 of the promo offer (§4): what goes to the cart and its §9 price (promo per day × days); the
// amount charged is the server's, shown again on the payment page. User text is isolated inline (bdi),
// so it keeps to the page's side in Arabic whatever its first letter.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { shownPrice } from '../../../../machines/promo-dialog/promo-dialog.machine';
import { lastDayOf, PROMO_TEXT } from '../../../../machines/promo-dialog/promo-dialog.rules';
import { Alert } from '../../../kit/Alert';
import { Spinner } from '../../../kit/Spinner';
import { useMessageText } from '../../join/message-text';
import { PriceLines } from '../parts/PriceLines';
import { ReviewRow as Row } from '../parts/ReviewRow';
import type { PromoSnapshot } from './promo-view';

export function PromoReview({ state }: { state: PromoSnapshot }) {
  const { t, i18n } = useTranslation('services-promo');
  const messageText = useMessageText();
  const locale = i18n.language;
  const c = state.context;
  const end = lastDayOf(c.startDate, c.days);
  const total = shownPrice(c);
  const days = Number(c.days);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {c.notice && <Alert tone={c.notice === PROMO_TEXT.deleted ? 'success' : 'error'}>{messageText(c.notice)}</Alert>}
      <dl className="divide-y divide-slate-100 rounded-xl px-4 ring-1 ring-slate-200" aria-label={t('review-summary')}>
        <Row label={t('review-product')}><bdi className="font-medium wrap-anywhere">{c.product?.name}</bdi></Row>
        <Row label={t('review-name')}><bdi className="wrap-anywhere">{c.name.trim()}</bdi></Row>
        {end && <Row label={t('review-dates')}>{formatDay(c.startDate, locale)} – {formatDay(end, locale)}{t('separator')}{t('days', { count: days })}</Row>}
        <Row label={t('review-features')}>
          <ul className="flex list-disc flex-col gap-0.5 ps-4">
            {c.features.map((f, i) => <li key={i} className="wrap-anywhere"><bdi>{f.trim()}</bdi></li>)}
          </ul>
        </Row>
        <Row label={t('review-images-label')}>
          <span className="flex flex-col gap-2">
            {t('review-images', { count: c.images.length })}
            <span className="flex flex-wrap gap-2">
              {c.images.map((img) => <img key={img.id} src={img.preview} alt={img.name} className="size-14 rounded-lg bg-slate-100 object-cover" />)}
            </span>
          </span>
        </Row>
      </dl>
      <section aria-labelledby="promo-price" className="rounded-xl bg-slate-50 px-4 py-3">
        <h3 id="promo-price" className="mb-2 text-sm font-semibold text-slate-900">{t('price')}</h3>
        {state.matches({ reviewing: 'pricing' }) && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600"><Spinner className="size-4 text-teal-700" />{t('price-loading')}</p>
        )}
        {state.matches({ reviewing: 'priceUnknown' }) && <p className="text-sm text-slate-600">{t('price-unknown')}</p>}
        {total !== null && c.perDay !== null && (
          // The line's own total (per day × days), as every service review writes it.
          <PriceLines lines={[{ label: t('price-per-day'), times: days, amount: c.perDay * days }]} total={total} totalLabel={t('price-total')} testId="promo-total" />
        )}
        <p className="mt-2 text-xs text-slate-500">{t('price-note')}</p>
      </section>
    </div>
  );
}
