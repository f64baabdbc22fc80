// Step 3: what will be booked, the price as the server computes it (§9), and both agreements.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../domain/dates';
import { formatKwd } from '../../../../domain/money';
import { usesBannerCredit } from '../../../../machines/banner-dialog/banner-dialog.machine';
import { bookedDays } from '../../../../machines/banner-dialog/banner-draft';
import { Checkbox } from '../../../kit/Checkbox';
import { LtrText, UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import { IncludedInPlan } from '../parts/IncludedInPlan';
import { ReviewRow as Row } from '../parts/ReviewRow';
import { bannerQuote, type BannerStepProps } from './banner-view';

export function BannerReviewStep({ state, send }: BannerStepProps) {
  const { t, i18n } = useTranslation('services-banners');
  const messageText = useMessageText();
  const locale = i18n.language;
  const { draft, problems, kind } = state.context;
  const days = bookedDays(draft);
  const quote = bannerQuote(state.context);
  const forsa = kind === 'sliding' && draft.creative === 'forsa';
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-slate-100 rounded-xl px-4 ring-1 ring-slate-200" aria-label={t('review-summary')}>
        <Row label={t('review-type')}>{t(`title.${kind}`)}{kind === 'double' && draft.layout ? `${t('separator')}${t(`layout-${draft.layout}`)}` : ''}</Row>
        {draft.title.trim() && <Row label={t('review-title')}><UserText text={draft.title.trim()} truncate={false} /></Row>}
        {days.length > 0 && (
          <Row label={t('review-dates')}>
            {formatDay(days[0], locale)} – {formatDay(days[days.length - 1], locale)}{t('separator')}{t('review-days', { count: days.length })}
          </Row>
        )}
        <Row label={t('review-contact')}>
          <span className="flex flex-col"><LtrText className="wrap-anywhere user-text">{draft.email.trim()}</LtrText><LtrText className="user-text">+965 {draft.whatsappNumber}</LtrText></span>
        </Row>
        <Row label={t('review-design')}>
          {forsa ? <span className="flex flex-col gap-1"><span>{t('option-forsa')}</span><UserText text={draft.creativeBrief.trim()} truncate={false} className="text-slate-600" /></span>
            : t('review-images', { count: draft.images.length })}
        </Row>
        {kind === 'sliding' && draft.topDates.length > 0 && (
          <Row label={t('review-top')}>{draft.topDates.map((d) => formatDay(d, locale)).join(locale === 'ar' ? '، ' : ', ')}</Row>
        )}
      </dl>

      {usesBannerCredit(state.context) && <IncludedInPlan credits={state.context.credits} />}
      {quote && !usesBannerCredit(state.context) && (
        <section aria-labelledby="banner-price" className="rounded-xl bg-slate-50 px-4 py-3">
          <h3 id="banner-price" className="mb-2 text-sm font-semibold text-slate-900">{t('review-price')}</h3>
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {quote.lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-4">
                <span>
                  {line.key === 'base' ? t('price-base', { perDay: formatKwd(quote.perDay, locale), count: quote.days })
                    : line.key === 'top' ? t('price-top', { count: line.count ?? 0 }) : t(`price-${line.key}`)}
                </span>
                <span className="tabular-nums">{formatKwd(line.amount, locale)}</span>
              </li>
            ))}
            <li className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900">
              <span>{t('price-total')}</span>
              <span className="tabular-nums" data-testid="banner-total">{formatKwd(quote.total, locale)}</span>
            </li>
          </ul>
          <p className="mt-2 text-xs text-slate-500">{t('price-note')}</p>
        </section>
      )}

      <div className="flex flex-col gap-2">
        <Checkbox checked={draft.agreedTerms} onChange={() => send({ type: 'TERMS_TOGGLED' })} error={messageText(problems.agreedTerms)}>{t('agree-terms-label')}</Checkbox>
        <Checkbox checked={draft.agreedPrivacy} onChange={() => send({ type: 'PRIVACY_TOGGLED' })} error={messageText(problems.agreedPrivacy)}>{t('agree-privacy-label')}</Checkbox>
      </div>
    </div>
  );
}
