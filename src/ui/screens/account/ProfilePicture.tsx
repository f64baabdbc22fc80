// Part 2 §2 the profile picture: the picture (or the initials), with change / add and remove. The edit
// and remove profile picture dialogs are in ProfilePictureDialogs; the machine decides.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../api/schemas/users';
import { profilePictureMachine } from '../../../machines/profile-picture/profile-picture.machine';
import { selectUser } from '../../../machines/session/session.selectors';
import { useNotify, useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Button } from '../../kit/Button';
import { UserText } from '../../kit/UserText';
import { accountCardClass } from './account-card';
import { PictureFace } from './PictureFace';

// Loaded when the seller first opens one, not with the account screen.
const EditPictureDialog = lazy(() => import('./ProfilePictureDialogs').then((m) => ({ default: m.EditPictureDialog })));
const RemovePictureDialog = lazy(() => import('./ProfilePictureDialogs').then((m) => ({ default: m.RemovePictureDialog })));

export function ProfilePicture() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return <PictureCard user={user} />;
}

function PictureCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const session = useSessionActor();
  const latest = useRef({ notify, session, t });
  latest.current = { notify, session, t };
  const [state, send] = useFlow(profilePictureMachine.provide({
    actions: {
      announcePictureChanged: (_, image) => {
        const { notify, session, t } = latest.current;
        session.send({ type: 'PROFILE_PICTURE_CHANGED', image });
        notify({ text: t(image ? 'picture.saved' : 'picture.removed'), severity: 'success' });
      },
    },
  }), { input: { picture: user.image } });
  const { picture } = state.context;
  const editOpen = state.matches('editing') || state.matches('uploading') || state.matches('uploadFailed');
  const removeOpen = state.matches('confirmingRemoval') || state.matches('removing') || state.matches('removeFailed');
  return (
    <section aria-labelledby="picture-title" className={accountCardClass}>
      <h2 id="picture-title" className="text-lg font-semibold text-slate-900">{t('picture.title')}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <PictureFace url={picture?.url ?? null} name={user.fullName} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <UserText text={user.fullName} className="truncate text-base font-semibold text-slate-900" />
          <p className="text-xs text-slate-500">{t('picture.hint')}</p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button variant="secondary" onClick={() => send({ type: 'EDIT_OPENED' })}>{t(picture ? 'picture.change' : 'picture.add')}</Button>
          {picture && <Button variant="ghost" className="text-rose-700" onClick={() => send({ type: 'REMOVE_REQUESTED' })}>{t('picture.remove')}</Button>}
        </div>
      </div>
      <Suspense fallback={null}>
        {editOpen && <EditPictureDialog state={state} send={send} name={user.fullName} />}
        {removeOpen && <RemovePictureDialog state={state} send={send} />}
      </Suspense>
    </section>
  );
}
