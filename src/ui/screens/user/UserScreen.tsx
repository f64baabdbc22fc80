// Route /user/{id} (part 1 §2; part 2 §3 User): another user's page — picture, name, followers,
// following and likes, follow or unfollow, and the company's active products, each linking to its page.
// A malformed id or a user who is not there says so, with a way back.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { userProfileMachine } from '../../../machines/user-profile/user-profile.machine';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { USER_NAMESPACES } from './user-namespaces';
import { useMessageText } from '../join/message-text';
import { ProfileCard } from './ProfileCard';
import { ProfileProducts } from './ProfileProducts';

export function UserScreen() {
  const params = useParams<{ id: string }>();
  // A new id is a new page: the flow starts again.
  return <UserPage key={params.id} id={params.id} />;
}

function UserPage({ id }: { id: string }) {
  const { t } = useTranslation(USER_NAMESPACES);
  const messageText = useMessageText();
  const [state, send] = useFlow(userProfileMachine, { input: { id } });
  const { profile, error } = state.context;

  if (state.matches('notFound')) {
    return (
      <section aria-labelledby="screen-title" className="flex min-w-0 flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <h1 id="screen-title" className="text-lg font-semibold text-slate-900">{t('not-found.title')}</h1>
        <p className="max-w-md text-sm text-slate-500">{t('not-found.body')}</p>
        <Link href="/" className="text-sm font-semibold text-teal-700 hover:underline">{t('not-found.home')}</Link>
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <section className="flex min-w-0 flex-col items-start gap-4" aria-label={t('load-failed')}>
        <Alert tone="error">{messageText(error)}</Alert>
        <Button onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
      </section>
    );
  }
  if (!profile) {
    return (
      <div className="flex justify-center py-16 text-slate-500" aria-busy="true">
        <Spinner /><span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-6">
      <ProfileCard
        profile={profile}
        busy={!state.matches({ shown: 'idle' })}
        error={state.matches('shown') ? messageText(error) : null}
        onFollow={() => send({ type: 'FOLLOW_CLICKED' })}
        onUnfollow={() => send({ type: 'UNFOLLOW_CLICKED' })}
      />
      <ProfileProducts profile={profile} />
    </section>
  );
}
