// The actions on selected messages (part 1 §2 Chats): the bar while selecting (copy, forward, delete,
// cancel), the forward dialog (pick several of one's contacts, not the system contact) and the delete
// confirmation. The message-selection machine decides what may be done; these only show it.
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { SYSTEM_CONTACT_ID, type Contact } from '../../../api/schemas/chats';
import type { MessageSelectionEvent, messageSelectionMachine } from '../../../machines/message-selection/message-selection.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { Dialog } from '../../kit/Dialog';
import { UserText } from '../../kit/UserText';
import { useMessageText } from '../join/message-text';

type Props = { state: SnapshotFrom<typeof messageSelectionMachine>; send: (event: MessageSelectionEvent) => void };

export function SelectionBar({ state, send }: Props) {
  const { t } = useTranslation('chats');
  const { picked, employeeId } = state.context;
  if (state.matches('idle')) return null;
  return (
    <div role="toolbar" aria-label={t('selection')} className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
      <p className="me-auto text-sm font-semibold text-slate-800" aria-live="polite">{t('selected', { count: picked.length })}</p>
      <Button variant="secondary" loading={state.matches('copying')} onClick={() => send({ type: 'COPY_CLICKED' })}>{t('copy')}</Button>
      {employeeId === null && (
        <>
          <Button variant="secondary" disabled={picked.length !== 1} title={picked.length !== 1 ? t('forward-one') : undefined} onClick={() => send({ type: 'FORWARD_CLICKED' })}>{t('forward')}</Button>
          <Button variant="danger" disabled={!picked.every((m) => m.own)} title={picked.every((m) => m.own) ? undefined : t('delete-own')} onClick={() => send({ type: 'DELETE_CLICKED' })}>{t('delete')}</Button>
        </>
      )}
      <Button variant="ghost" onClick={() => send({ type: 'SELECTION_CANCELLED' })}>{t('cancel-selection')}</Button>
    </div>
  );
}

export function SelectionDialogs({ state, send, contacts }: Props & { contacts: Contact[] }) {
  const { t } = useTranslation('chats');
  const messageText = useMessageText();
  const { picked, recipients, error } = state.context;
  const close = () => send({ type: 'DIALOG_CLOSED' });
  const forwarding = state.matches('forwarding');
  const deleting = state.matches('confirmingDelete') || state.matches('deleting');
  const people = contacts.filter((c) => c.id !== SYSTEM_CONTACT_ID);
  return (
    <>
      <Dialog
        open={forwarding}
        onClose={close}
        title={t('forward-title')}
        description={t('forward-description')}
        actions={(
          <>
            <Button variant="secondary" onClick={close} disabled={state.matches({ forwarding: 'sending' })}>{t('cancel-selection')}</Button>
            <Button loading={state.matches({ forwarding: 'sending' })} onClick={() => send({ type: 'FORWARD_CONFIRMED' })}>{t('forward-send', { count: recipients.length })}</Button>
          </>
        )}
      >
        {forwarding && (
          <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            <legend className="sr-only">{t('forward-recipients')}</legend>
            {people.length === 0 && <p className="text-sm text-slate-500">{t('forward-no-contacts')}</p>}
            {people.map((c) => (
              <Checkbox key={c.id} checked={recipients.includes(c.id)} onChange={() => send({ type: 'RECIPIENT_TOGGLED', id: c.id })}>
                <UserText text={c.fullName} />
              </Checkbox>
            ))}
          </fieldset>
        )}
        {forwarding && error && <div className="mt-3"><Alert tone="error">{messageText(error)}</Alert></div>}
      </Dialog>
      <Dialog
        open={deleting}
        onClose={() => { if (!state.matches('deleting')) close(); }}
        role="alertdialog"
        size="sm"
        title={t('delete-title', { count: picked.length })}
        description={t('delete-description')}
        actions={(
          <>
            <Button variant="secondary" onClick={close} disabled={state.matches('deleting')}>{t('cancel-selection')}</Button>
            <Button variant="danger" loading={state.matches('deleting')} onClick={() => send({ type: 'DELETE_CONFIRMED' })}>{t('delete')}</Button>
          </>
        )}
      >
        {deleting && error && <Alert tone="error">{messageText(error)}</Alert>}
      </Dialog>
    </>
  );
}
