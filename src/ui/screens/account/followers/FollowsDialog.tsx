// The followers or following dialog (part 2 §2, §3 Follower): each person links to their page; in the
// following dialog each has an Unfollow button, and the list drops them once the server agrees.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import type { Follower } from '../../../../api/schemas/account';
import type { FollowersEvent, followersMachine } from '../../../../machines/followers/followers.machine';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { Spinner } from '../../../kit/Spinner';
import { LtrText, UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';
import { PersonAvatar } from '../../user/PersonAvatar';

type Props = { state: SnapshotFrom<typeof followersMachine>; send: (event: FollowersEvent) => void };

export function FollowsDialog({ state, send }: Props) {
  const { t } = useTranslation('user');
  const messageText = useMessageText();
  const { side, people, unfollowing, error } = state.context;
  const busy = state.matches({ dialog: 'unfollowing' });
  const close = () => { if (!busy) send({ type: 'DIALOG_CLOSED' }); };
  return (
    <Dialog
      open
      onClose={close}
      title={t(`dialog.${side}`)}
      actions={(
        <>
          {state.matches({ dialog: 'listFailed' }) && <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>}
          <Button variant="secondary" onClick={close} disabled={busy}>{t('close')}</Button>
        </>
      )}
    >
      {state.matches({ dialog: 'listLoading' }) ? (
        <div className="flex justify-center py-6 text-slate-500" aria-busy="true"><Spinner /><span className="sr-only">{t('loading')}</span></div>
      ) : (
        <div className="flex min-w-0 flex-col gap-3">
          {error && <Alert tone="error">{messageText(error)}</Alert>}
          {state.matches({ dialog: 'listFailed' }) ? null : people.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-500">{t(`dialog.${side}-empty`)}</p>
          ) : (
            <ul className="-mx-2 flex max-h-[60vh] min-w-0 flex-col overflow-y-auto">
              {people.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  onUnfollow={side === 'following' ? () => send({ type: 'UNFOLLOW_CLICKED', person }) : undefined}
                  unfollowing={unfollowing?.id === person.id}
                  disabled={busy}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}

function PersonRow({ person, onUnfollow, unfollowing, disabled }: { person: Follower; onUnfollow?: () => void; unfollowing: boolean; disabled: boolean }) {
  const { t } = useTranslation('user');
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
      <Link
        href={`/user/${person.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        <PersonAvatar name={person.fullName} url={person.avatar} />
        <span className="flex min-w-0 flex-col">
          <UserText text={person.fullName} className="text-sm font-semibold text-slate-900" />
          <span className="truncate text-xs text-slate-500"><LtrText>@{person.username}</LtrText></span>
        </span>
      </Link>
      {onUnfollow && (
        <Button variant="secondary" className="shrink-0" onClick={onUnfollow} loading={unfollowing} disabled={disabled} aria-label={t('dialog.unfollow-name', { name: person.fullName })}>
          {t('dialog.unfollow')}
        </Button>
      )}
    </li>
  );
}
