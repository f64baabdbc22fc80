import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../app-context';
import { Button } from '../kit/Button';
import { Dialog } from '../kit/Dialog';
import { selectIsConfirmingLogout, selectIsLoggingOut } from '../../machines/session/session.selectors';

/** 'are you sure you want to log out of your account' — yes / no (part 1 §1). */
export function LogoutDialog() {
  const { t } = useTranslation('shell');
  const session = useSessionActor();
  const confirming = useSelector(session, selectIsConfirmingLogout);
  const leaving = useSelector(session, selectIsLoggingOut);
  return (
    <Dialog
      open={confirming || leaving}
      onClose={() => session.send({ type: 'LOGOUT_CANCELLED' })}
      title={t('logout.title')}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={() => session.send({ type: 'LOGOUT_CANCELLED' })} disabled={leaving}>{t('logout.no')}</Button>
          <Button variant="danger" onClick={() => session.send({ type: 'LOGOUT_CONFIRMED' })} loading={leaving}>{t('logout.yes')}</Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{t('logout.confirm')}</p>
    </Dialog>
  );
}
