// The edit dialog: price in KWD and status Available/Unavailable.
import { useFlow } from '../../../flow/use-flow';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../api/schemas/products';
import { hasUnsavedChanges, productEditMachine, type EditableStatus } from '../../../../machines/product-edit/product-edit.machine';
import { useNotify } from '../../../app-context';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { DiscardChangesDialog } from '../../../kit/DiscardChangesDialog';
import { Select } from '../../../kit/Select';
import { NumberField } from '../../../kit/NumberField';
import { useBeforeUnload } from '../../../kit/use-before-unload';
import { useMessageText } from '../../join/message-text';

type Props = { row: ProductRow; onClose: () => void; onChanged: () => void };

export function ProductEditDialog({ row, onClose, onChanged }: Props) {
  const { t } = useTranslation('product-dialogs');
  const messageText = useMessageText();
  const notify = useNotify();
  // The machine is created once; the latest callbacks are read when the save lands.
  const latest = useRef({ onClose, onChanged, notify, t });
  latest.current = { onClose, onChanged, notify, t };
  const [state, send] = useFlow(productEditMachine.provide({
    actions: {
      announceSaved: () => {
        const { notify, onChanged, onClose, t } = latest.current;
        notify({ text: t('saved'), severity: 'success' });
        onChanged();
        onClose();
      },
      close: () => latest.current.onClose(),
    },
  }), { input: { row } });
  const { priceText, status, fieldErrors, error } = state.context;
  const saving = state.matches('saving');
  const close = () => send({ type: 'CLOSE_REQUESTED' });
  useBeforeUnload(state.status === 'active' && hasUnsavedChanges(state.context));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  const statusOptions = [
    { value: 'available' as const, label: t('status-available') },
    { value: 'unavailable' as const, label: t('status-unavailable') },
  ];
  return (
    <Dialog
      open
      onClose={close}
      title={t('edit-title')}
      description={<span dir="auto">{row.name}</span>}
      actions={(
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>{t('cancel')}</Button>
          <Button type="submit" form="product-edit-form" loading={saving}>{t('save')}</Button>
        </>
      )}
    >
      <form id="product-edit-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{messageText(error)}</Alert>}
        <NumberField
          label={t('edit-price')}
          decimals={3}
          dir="ltr"
          value={priceText}
          onChange={(_, text) => send({ type: 'PRICE_CHANGED', text })}
          error={messageText(fieldErrors.price)}
          hint={t('edit-price-hint')}
          end={<span className="text-sm font-medium text-slate-500">{t('currency')}</span>}
          disabled={saving}
          required
        />
        <Select<EditableStatus>
          label={t('edit-status')}
          value={status}
          options={statusOptions}
          onChange={(next) => send({ type: 'STATUS_CHANGED', status: next })}
          error={messageText(fieldErrors.status)}
          disabled={saving}
        />
        {/* A 422 may name fields this dialog does not show (name, category). */}
        {[fieldErrors.name, fieldErrors.categoryId].filter(Boolean).map((m) => <Alert key={m} tone="warning">{messageText(m)}</Alert>)}
      </form>
      <DiscardChangesDialog open={state.matches('confirmingDiscard')} onKeep={() => send({ type: 'KEEP_EDITING' })} onDiscard={() => send({ type: 'DISCARD_CONFIRMED' })} />
    </Dialog>
  );
}
