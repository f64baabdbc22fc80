// Route /admin/join-requests: administrators review Join Us applications through the join-review machine.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { JOIN_REVIEW_STATUSES, type JoinReviewStatus } from '../../../api/schemas/join-review';
import { joinReviewMachine } from '../../../machines/join-review/join-review.machine';
import { selectUser } from '../../../machines/session/session.selectors';
import { useNotify, useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { EmptyState } from '../../kit/EmptyState';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';
import { PendingScreen } from '../pending/PendingScreen';
import { ApplicationCard } from './ApplicationCard';
import { DecisionDialogs } from './DecisionDialogs';

export function JoinRequestsScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  if (user?.roles[0] !== 'admin') return <PendingScreen screen="join-requests" reason="not-allowed" />;
  return <Review />;
}

function Review() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const messageText = useMessageText();
  const [snapshot, send] = useFlow(joinReviewMachine.provide({
    actions: {
      announceApproved: () => notify({ key: 'admin:approved-notice', severity: 'success' }),
      announceDeclined: () => notify({ key: 'admin:declined-notice', severity: 'success' }),
      announceDecidedElsewhere: () => notify({ key: 'admin:decided-elsewhere', severity: 'warning' }),
    },
  }), { input: {} });
  const { applications, status, error } = snapshot.context;
  const busy = snapshot.matches('loading');
  const filters: Array<JoinReviewStatus | null> = [...JOIN_REVIEW_STATUSES, null];
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="max-w-3xl text-slate-600">{t('intro')}</p>
      </header>
      <div role="group" aria-label={t('filter')} className="flex flex-wrap gap-2">
        {filters.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            disabled={busy}
            onClick={() => send({ type: 'STATUS_CHOSEN', status: value })}
            className={cx('rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-teal-600',
              status === value ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50')}
          >
            {t(`status.${value ?? 'all'}`)}
          </button>
        ))}
      </div>
      {busy && <div className="flex justify-center py-10"><Spinner /></div>}
      {snapshot.matches('loadFailed') && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800">
          <p>{messageText(error)}</p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </div>
      )}
      {!busy && !snapshot.matches('loadFailed') && (applications.length === 0
        ? <EmptyState title={t(`status.${status ?? 'all'}`)} body={t('empty')} />
        : (
          <ul className="flex flex-col gap-4">
            {applications.map((a) => (
              <li key={a.id}>
                <ApplicationCard
                  application={a}
                  onApprove={() => send({ type: 'APPROVE_CLICKED', id: a.id })}
                  onDecline={() => send({ type: 'DECLINE_CLICKED', id: a.id })}
                />
              </li>
            ))}
          </ul>
        ))}
      <DecisionDialogs snapshot={snapshot} send={send} />
    </section>
  );
}
