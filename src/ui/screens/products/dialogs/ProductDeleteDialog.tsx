// The delete confirmation: 'are you sure…', yes (danger) or no.
import { useFlow } from '../../../flow/use-flow';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../api/schemas/products';
import { productDeleteMachine } from '../../../../machines/product-delete/product-delete.machine';
import { useNotify } from '../../../app-context';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { useMessageText } from '../../join/message-text';
import { WithName } from '../../../kit/UserText';

type Props = { row: ProductRow; onClose: () => void; onChanged: () => void };

export function ProductDeleteDialog({ row, onClose, onChanged }: Props) {
  const { t } = useTranslation('product-dialogs');
  const messageText = useMessageText();
  const notify = useNotify();
  const latest = useRef({ onClose, onChanged, notify, t });
  latest.current = { onClose, onChanged, notify, t };
  const [state, send] = useFlow(productDeleteMachine.provide({
    actions: {
      announceDeleted: () => {
        const { notify, onChanged, onClose, t } = latest.current;
        notify({ text: t('deleted'), severity: 'success' });
        onChanged();
        onClose();
      },
    },
  }), { input: { id: row.id, name: row.name } });
  const deleting = state.matches('deleting');
  return (
    <Dialog
      open
      size="sm"
      onClose={() => !deleting && onClose()}
      title={t('delete-title')}
      actions={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>{t('delete-no')}</Button>
          <Button variant="danger" loading={deleting} onClick={() => send({ type: 'CONFIRMED' })}>{t('delete-yes')}</Button>
        </>
      )}
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M3 6h18M8 6V4h8v2m-9 0 1 14h8l1-14" /></svg>
        </span>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-sm text-slate-700"><WithName text={(v) => t('delete-question', v)} name={row.name} /></p>
          {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
        </div>
      </div>
    </Dialog>
  );
}
