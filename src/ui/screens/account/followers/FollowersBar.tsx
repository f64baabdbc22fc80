// Part 2 §2 followers and following on the account screen: the two counts (and the likes), each count
// opening its dialog; the following dialog unfollows. One flow for the counts and the dialogs.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../domain/numbers';
import { followersMachine } from '../../../../machines/followers/followers.machine';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useLocale, useSessionActor } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Button } from '../../../kit/Button';
import { Spinner } from '../../../kit/Spinner';
import { useMessageText } from '../../join/message-text';

// Loaded when a count is first opened, not with the account screen.
const FollowsDialog = lazy(() => import('./FollowsDialog').then((m) => ({ default: m.FollowsDialog })));

export function FollowersBar() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  return user ? <FollowersFlow key={user.id} userId={user.id} /> : null;
}

function FollowersFlow({ userId }: { userId: number }) {
  const { t } = useTranslation('user');
  const [locale] = useLocale();
  const messageText = useMessageText();
  const [state, send] = useFlow(followersMachine, { input: { userId } });
  const { counts, error } = state.context;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, locale, { grouping: true }));
  const opener = 'flex items-baseline gap-1.5 rounded-lg px-3 py-1.5 text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:hover:bg-transparent';
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1" role="group" aria-label={t('counts-label')}>
      <button type="button" className={opener} disabled={!state.can({ type: 'FOLLOWERS_OPENED' })} onClick={() => send({ type: 'FOLLOWERS_OPENED' })} aria-haspopup="dialog">
        <span className="font-bold text-slate-900 tabular-nums">{count(counts?.followers)}</span>
        <span className="text-slate-600">{t('followers')}</span>
      </button>
      <button type="button" className={opener} disabled={!state.can({ type: 'FOLLOWING_OPENED' })} onClick={() => send({ type: 'FOLLOWING_OPENED' })} aria-haspopup="dialog">
        <span className="font-bold text-slate-900 tabular-nums">{count(counts?.following)}</span>
        <span className="text-slate-600">{t('you-follow')}</span>
      </button>
      <span className="flex items-baseline gap-1.5 px-3 py-1.5 text-sm">
        <span className="font-bold text-slate-900 tabular-nums">{count(counts?.likes)}</span>
        <span className="text-slate-600">{t('likes')}</span>
      </span>
      {state.matches('countsLoading') && <Spinner className="size-4 text-slate-400" />}
      {state.matches('countsFailed') && (
        <span role="alert" className="flex flex-wrap items-center gap-2 text-sm text-rose-700">
          {messageText(error)}
          <Button variant="link" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </span>
      )}
      {state.matches('dialog') && <Suspense fallback={null}><FollowsDialog state={state} send={send} /></Suspense>}
    </div>
  );
}
