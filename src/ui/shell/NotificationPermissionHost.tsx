import { useSelector } from '@xstate/react';
import { useFlow } from '../flow/use-flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { notificationPermissionMachine } from '../../machines/notification-permission/notification-permission.machine';
import { useSessionActor } from '../app-context';
import { afterPageIdle } from '../kit/after-page-idle';
import { Alert } from '../kit/Alert';
import { Button } from '../kit/Button';
import { PromptCard } from '../kit/PromptCard';
import { selectIsSignedIn, selectRole } from '../../machines/session/session.selectors';
import { readPermission } from './read-permission';

const FLAGS_KEY = 'souqdesk.notificationPrompt';

function readFlags() {
  try {
    return JSON.parse(sessionStorage.getItem(FLAGS_KEY) ?? '{}') as { askedThisSession?: boolean; askedOnChats?: boolean };
  } catch {
    return {};
  }
}

/** The notification-permission dialog of part 1 §1, driven by its machine. */
export function NotificationPermissionHost() {
  const { t } = useTranslation('shell');
  const [path] = useLocation();
  const session = useSessionActor();
  const signedIn = useSelector(session, selectIsSignedIn);
  // A buyer (role user) hears from sellers, not from 'your buyers'.
  const buyer = useSelector(session, selectRole) === 'user';
  const [snapshot, send] = useFlow(
    notificationPermissionMachine.provide({ actions: { saveFlags: (_, flags) => sessionStorage.setItem(FLAGS_KEY, JSON.stringify(flags)) } }),
    { input: readFlags() },
  );
  // Asked once the page is built and idle, not while it loads (part 1 §1 only says when it may show).
  useEffect(() => {
    let current = true;
    const cancel = afterPageIdle(() => {
      void readPermission().then((permission) => current && send({ type: 'ROUTE_ENTERED', path, signedIn, permission }));
    });
    return () => {
      current = false;
      cancel();
    };
  }, [path, signedIn, send]);
  // The question belongs to the page it was asked on: leaving that page sets it aside.
  useEffect(() => () => send({ type: 'ROUTE_LEFT' }), [path, send]);

  const asking = snapshot.matches('asking') || snapshot.matches('requesting');
  // A live region there before the card: a screen reader hears the question, as it heard the modal
  // that took the focus, while the focus stays where the seller has it.
  return (
    <div aria-live="polite">
      {asking && (
        <PromptCard
          title={t(buyer ? 'permission.buyer-title' : 'permission.title')}
          onDismiss={() => send({ type: 'NOT_NOW_CLICKED' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'NOT_NOW_CLICKED' })}>{t('permission.not-now')}</Button>
              <Button onClick={() => send({ type: 'ENABLE_CLICKED' })} loading={snapshot.matches('requesting')}>{t('permission.enable')}</Button>
            </>
          }
        >
          <p className="text-sm text-slate-600">{t(buyer ? 'permission.buyer-body' : 'permission.body')}</p>
        </PromptCard>
      )}
      {snapshot.matches('denied') && (
        <PromptCard
          title={t('permission.denied-title')}
          onDismiss={() => send({ type: 'PROMPT_CLOSED' })}
          actions={<Button onClick={() => send({ type: 'PROMPT_CLOSED' })}>{t('permission.ok')}</Button>}
        >
          <Alert tone="warning" className="mb-2">{t('permission.denied-alert')}</Alert>
          <p className="text-sm text-slate-600">{t('permission.denied-body')}</p>
        </PromptCard>
      )}
    </div>
  );
}
