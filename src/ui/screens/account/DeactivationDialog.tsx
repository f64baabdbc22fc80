// Part 2 §2 deactivate-account dialog: what happens (a company's employees go with its last company
// user), a confirmation, then sign-out to /login.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deactivationMachine } from '../../../machines/deactivation/deactivation.machine';
import { useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { Dialog } from '../../kit/Dialog';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';

export function DeactivationDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const session = useSessionActor();
  const latest = useRef(session);
  latest.current = session;
  const [state, send] = useFlow(deactivationMachine.provide({
    actions: {
      // The tokens are already revoked: signing out only forgets them here (the logout call's 401 is silent).
      signOut: () => {
        latest.current.send({ type: 'LOGOUT_REQUESTED' });
        latest.current.send({ type: 'LOGOUT_CONFIRMED' });
      },
    },
  }), { input: { userId } });
  const { employeesAffected, acknowledged, error } = state.context;
  const working = state.matches('deactivating') || state.matches('deactivated');
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => { if (!working) onClose(); }}
      title={t('deactivate.dialog-title')}
      actions={state.matches('checkFailed') ? (
        <>
          <Button variant="secondary" onClick={onClose}>{t('deactivate.cancel')}</Button>
          <Button onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onClose} disabled={working}>{t('deactivate.cancel')}</Button>
          <Button variant="danger" onClick={() => send({ type: 'CONFIRMED' })} loading={working} disabled={state.matches('checking')}>{t('deactivate.confirm')}</Button>
        </>
      )}
    >
      {state.matches('checking') ? (
        <div className="flex justify-center py-4 text-slate-500" aria-busy="true"><Spinner /></div>
      ) : (
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p>{t('deactivate.explain')}</p>
          {employeesAffected > 0 && (
            <>
              <Alert tone="warning">{t('deactivate.employees', { count: employeesAffected })}</Alert>
              <Checkbox checked={acknowledged} onChange={(value) => send({ type: 'ACKNOWLEDGED_CHANGED', acknowledged: value })}>
                {t('deactivate.acknowledge', { count: employeesAffected })}
              </Checkbox>
            </>
          )}
          {error && <Alert tone="error">{messageText(error)}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
