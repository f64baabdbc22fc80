// The cells of the requests table that are more than text, and the status label the dialog shares.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RequestRow, RequestStatus, RequestType } from '../../../api/schemas/requests';
import type { Decision } from '../../../machines/request-decision/request-decision.machine';
import { rowState } from '../../../machines/request-list/request-list.selectors';
import type { RequestListActor } from './request-list-actor';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';
import { EyeIcon, ImageIcon } from '../products/product-icons';
import { ChatIcon, CheckIcon, SwapIcon, XIcon } from './request-icons';
import { chatAbout } from '../chats/product-link';

export function ProductThumb({ image, className = 'size-11' }: { image: { thumbnailUrl: string } | null; className?: string }) {
  const { t } = useTranslation('requests');
  if (!image) {
    return (
      <span className={cx('flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400', className)} role="img" aria-label={t('row.no-image')}>
        <ImageIcon className="size-5" />
      </span>
    );
  }
  return <img src={image.thumbnailUrl} alt="" loading="lazy" decoding="async" className={cx('shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200', className)} />;
}

const STATUS_TONE: Record<RequestStatus, string> = {
  1: 'bg-amber-50 text-amber-800 ring-amber-200',
  2: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  3: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** Pending, Accepted or Rejected: once decided, the label is all a row shows (part 1 §4). */
export function StatusLabel({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('requests');
  return <span data-status={status} className={cx('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATUS_TONE[status])}>{t(`status.${status}`)}</span>;
}

export function TypeBadge({ type }: { type: RequestType }) {
  const { t } = useTranslation('requests');
  return (
    <span className={cx('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap', type === 'sale' ? 'bg-sky-50 text-sky-800' : 'bg-violet-50 text-violet-800')}>
      {type === 'bartering' && <SwapIcon className="size-3.5" />}
      {t(`type.${type}`)}
    </span>
  );
}

/** Accept and reject of a pending request; the clicked one spins while the decision is in flight. */
export function DecisionButtons({ deciding, onDecide, size = 'sm' }: { deciding: Decision | null; onDecide: (status: Decision) => void; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('requests');
  const base = cx(
    'inline-flex items-center gap-1 rounded-lg font-semibold ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-60',
    size === 'sm' ? 'px-2 py-1 text-xs' : 'px-3.5 py-2 text-sm',
  );
  const click = (status: Decision) => (e: React.MouseEvent) => {
    e.stopPropagation();
    onDecide(status);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <button type="button" className={cx(base, 'bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800')} disabled={deciding !== null} aria-busy={deciding === 'accepted' || undefined} onClick={click('accepted')}>
        {deciding === 'accepted' ? <Spinner className="size-3.5" /> : <CheckIcon className="size-3.5" />}
        {t('row.accept')}
      </button>
      <button type="button" className={cx(base, 'bg-white text-rose-700 ring-rose-300 hover:bg-rose-50')} disabled={deciding !== null} aria-busy={deciding === 'rejected' || undefined} onClick={click('rejected')}>
        {deciding === 'rejected' ? <Spinner className="size-3.5" /> : <XIcon className="size-3.5" />}
        {t('row.reject')}
      </button>
    </span>
  );
}

const iconButton = 'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

type RowActionsProps = { row: RequestRow; actor: RequestListActor; readOnly: boolean; onDetails: (row: RequestRow) => void };

/**
 * Chat, details, then accept/reject on a pending request the caller may decide, or its label.
 * Reads the row's decision from the screen's actor itself, so the memoised table rows stay put.
 */
export function RowActions({ row, actor, readOnly, onDetails }: RowActionsProps) {
  const { t } = useTranslation('requests');
  const decision = useSelector(actor, (s) => s.context.decisions[row.id]);
  const state = rowState(row, decision);
  // The other side of the conversation: the buyer for the company, the seller for the buyer.
  const partner = readOnly ? row.receiver : row.sender;
  return (
    <div className="flex items-center gap-0.5">
      {partner && (
        <Link
          {...chatAbout(partner.id, row.receiverProduct)}
          onClick={(e) => e.stopPropagation()}
          className={iconButton}
          aria-label={t('row.chat', { name: partner.fullName })}
          title={t('row.chat', { name: partner.fullName })}
        >
          <ChatIcon />
        </Link>
      )}
      <button type="button" className={iconButton} onClick={(e) => { e.stopPropagation(); onDetails(row); }} aria-label={t('row.details')} title={t('row.details')}><EyeIcon /></button>
      <span className="ms-1">
        {!readOnly && state.canDecide
          ? <DecisionButtons deciding={state.deciding} onDecide={(status) => actor.send({ type: 'DECISION_CHOSEN', id: row.id, status })} />
          : <StatusLabel status={state.status} />}
      </span>
    </div>
  );
}
