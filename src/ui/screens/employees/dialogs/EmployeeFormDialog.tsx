// Add and edit employee (part 1 §5): full name, phone (+965, 8 digits), e-mail, user name and the
// password twice (on edit both may stay empty). Rules are the shared schema's, via the machine.
import { useFlow } from '../../../flow/use-flow';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeRow } from '../../../../api/schemas/employees';
import type { Field } from '../../../../machines/employee-form/employee-form.fields';
import { employeeFormMachine, hasUnsavedChanges } from '../../../../machines/employee-form/employee-form.machine';
import { useNotify } from '../../../app-context';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { PasswordField } from '../../../kit/PasswordField';
import { DiscardChangesDialog } from '../../../kit/DiscardChangesDialog';
import { SheetDialog } from '../../../kit/SheetDialog';
import { TextField } from '../../../kit/TextField';
import { useBeforeUnload } from '../../../kit/use-before-unload';
import { useMessageText } from '../../join/message-text';
import { LtrText } from '../../../kit/UserText';

type Props = { row: EmployeeRow | null; onClose: () => void; onChanged: () => void };

export function EmployeeFormDialog({ row, onClose, onChanged }: Props) {
  const { t } = useTranslation('employees-screen');
  const messageText = useMessageText();
  const notify = useNotify();
  const latest = useRef({ onClose, onChanged, notify, t });
  latest.current = { onClose, onChanged, notify, t };
  const [state, send] = useFlow(employeeFormMachine.provide({
    actions: {
      announceSaved: ({ context }) => {
        const { notify, onChanged, onClose, t } = latest.current;
        notify({ text: t(context.mode === 'add' ? 'form.added' : 'form.saved', { name: context.form.fullName.trim() }), severity: 'success' });
        onChanged();
        onClose();
      },
      close: () => latest.current.onClose(),
    },
  }), { input: row ? { mode: 'edit', row } : { mode: 'add' } });
  const { form, fieldErrors, error, mode } = state.context;
  const saving = state.matches('saving');
  const close = () => send({ type: 'CLOSE_REQUESTED' });
  useBeforeUnload(state.status === 'active' && hasUnsavedChanges(state.context));
  const field = (name: Field) => ({
    name,
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD_CHANGED', field: name, value: e.target.value }),
    error: messageText(fieldErrors[name]),
    disabled: saving,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  const adding = mode === 'add';
  return (
    <SheetDialog
      open
      size="md"
      onClose={close}
      closeLabel={t('form.close')}
      title={t(adding ? 'form.add-title' : 'form.edit-title')}
      description={adding ? t('form.add-description') : <span dir="auto">{row?.fullName}</span>}
      footer={(
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={saving}>{t('form.cancel')}</Button>
          <Button type="submit" form="employee-form" loading={saving}>{t(adding ? 'form.add-submit' : 'form.save')}</Button>
        </div>
      )}
    >
      <form id="employee-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {error && <Alert tone="error" className="sm:col-span-2">{messageText(error)}</Alert>}
        <TextField {...field('fullName')} label={t('form.full-name')} autoComplete="off" dir="auto" required className="sm:col-span-2" />
        <TextField
          {...field('phone')}
          label={t('form.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          ltrRow
          hint={<>{t('form.phone-hint')} <LtrText>(+965)</LtrText></>}
          start={<span className="text-sm font-medium text-slate-500" dir="ltr">{'\u200E+965'}</span>}
          required
        />
        <TextField {...field('email')} label={t('form.email')} type="email" inputMode="email" autoComplete="off" dir="ltr" required />
        <TextField {...field('userName')} label={t('form.user-name')} autoComplete="off" dir="ltr" hint={t('form.user-name-hint')} required className="sm:col-span-2" />
        <PasswordField {...field('password')} label={t('form.password')} autoComplete="new-password" dir="ltr" hint={t(adding ? 'form.password-hint' : 'form.password-hint-edit')} required={adding} />
        <PasswordField {...field('passwordConfirmation')} label={t('form.password-confirmation')} autoComplete="new-password" dir="ltr" required={adding} />
      </form>
      <DiscardChangesDialog open={state.matches('confirmingDiscard')} onKeep={() => send({ type: 'KEEP_EDITING' })} onDiscard={() => send({ type: 'DISCARD_CONFIRMED' })} />
    </SheetDialog>
  );
}
