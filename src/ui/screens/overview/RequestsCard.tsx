// The requests card (part 1 §2 Overview): the newest 5 of the 6 read, each the receiving product's
// image and name, the receiver and the date (DD MMM); a click opens it on /requests.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RequestRow } from '../../../api/schemas/requests';
import { formatDayMonth } from '../../../domain/dates';
import { OVERVIEW_REQUESTS_SHOWN } from '../../../domain/limits';
import { UserText } from '../../kit/UserText';
import { Thumbnail } from '../products/ProductCells';
import { CardEmpty, CardFailed, CardSkeleton, OverviewCard } from './OverviewCard';

type Props = { requests: RequestRow[]; state: 'loading' | 'shown' | 'empty' | 'failed'; error: string | null; onRetry: () => void };

export function RequestsCard({ requests, state, error, onRetry }: Props) {
  const { t, i18n } = useTranslation('overview');
  return (
    <OverviewCard id="overview-requests" title={t('requests.title')} more="/requests">
      {state === 'loading' && <CardSkeleton lines={OVERVIEW_REQUESTS_SHOWN} />}
      {state === 'failed' && <CardFailed message={error ?? t('requests.failed')} onRetry={onRetry} />}
      {state === 'empty' && <CardEmpty>{t('requests.empty')}</CardEmpty>}
      {state === 'shown' && (
        <ul className="-mx-2 flex flex-col">
          {requests.slice(0, OVERVIEW_REQUESTS_SHOWN).map((request) => (
            <li key={request.id}>
              <Link
                href={`/requests?requestId=${request.id}`}
                data-testid="overview-request"
                className="flex min-w-0 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <Thumbnail row={request.receiverProduct} labels={{ noImage: t('products.no-image') }} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <UserText text={request.receiverProduct.name} className="text-sm font-medium text-slate-900" />
                  {request.receiver
                    ? <UserText text={request.receiver.fullName} className="text-xs text-slate-500" />
                    : <span className="text-xs text-slate-500">{t('requests.no-receiver')}</span>}
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <time dateTime={request.createdAt} className="whitespace-nowrap text-xs text-slate-500">{formatDayMonth(request.createdAt, i18n.language)}</time>
                  <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${request.type === 'sale' ? 'bg-sky-50 text-sky-800' : 'bg-amber-50 text-amber-800'}`}>
                    {t(`requests.${request.type}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}
