// Delete confirmation ('are you sure…', yes in danger colour, no) and restore confirmation.
import { useFlow } from '../../../flow/use-flow';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeRow } from '../../../../api/schemas/employees';
import { employeeRemovalMachine, type RemovalAction } from '../../../../machines/employee-removal/employee-removal.machine';
import { useNotify } from '../../../app-context';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { useMessageText } from '../../join/message-text';
import { TrashIcon } from '../../products/product-icons';
import { RestoreIcon } from '../employee-icons';
import { WithName } from '../../../kit/UserText';

type Props = { row: EmployeeRow; action: RemovalAction; onClose: () => void; onChanged: () => void };

export function EmployeeRemovalDialog({ row, action, onClose, onChanged }: Props) {
  const { t } = useTranslation('employees-screen');
  const messageText = useMessageText();
  const notify = useNotify();
  const latest = useRef({ onClose, onChanged, notify, t });
  latest.current = { onClose, onChanged, notify, t };
  const [state, send] = useFlow(employeeRemovalMachine.provide({
    actions: {
      announceDone: ({ context }) => {
        const { notify, onChanged, onClose, t } = latest.current;
        notify({ text: t(context.action === 'delete' ? 'remove.deleted' : 'remove.restored', { name: context.name }), severity: 'success' });
        onChanged();
        onClose();
      },
    },
  }), { input: { id: row.id, name: row.fullName, action } });
  const working = state.matches('working');
  const deleting = action === 'delete';
  return (
    <Dialog
      open
      size="sm"
      onClose={() => !working && onClose()}
      title={t(deleting ? 'remove.delete-title' : 'remove.restore-title')}
      actions={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={working}>{t('remove.no')}</Button>
          <Button variant={deleting ? 'danger' : 'primary'} loading={working} onClick={() => send({ type: 'CONFIRMED' })}>
            {t(deleting ? 'remove.delete-yes' : 'remove.restore-yes')}
          </Button>
        </>
      )}
    >
      <div className="flex gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${deleting ? 'bg-rose-100 text-rose-600' : 'bg-teal-100 text-teal-700'}`} aria-hidden="true">
          {deleting ? <TrashIcon className="size-5" /> : <RestoreIcon className="size-5" />}
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium text-slate-900"><WithName text={(v) => t(deleting ? 'remove.delete-question' : 'remove.restore-question', v)} name={row.fullName} /></p>
          <p className="text-sm text-slate-600">{t(deleting ? 'remove.delete-note' : 'remove.restore-note')}</p>
          {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
        </div>
      </div>
    </Dialog>
  );
}
