import { useTranslation } from 'react-i18next';
import type { RequestRow } from '../../../api/schemas/requests';
import type { Decision } from '../../../machines/request-decision/request-decision.machine';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';

/** 'Accept request #12?' — one click must not decide a sale; the list machine waits in confirmation.asking. */
export function DecisionConfirmDialog({ choice, row, onConfirm, onCancel }: {
  choice: { id: number; status: Decision } | null; row: RequestRow | undefined; onConfirm: () => void; onCancel: () => void;
}) {
  const { t } = useTranslation('requests');
  const verb = choice?.status === 'rejected' ? 'reject' : 'accept';
  return (
    <Dialog
      open={choice !== null}
      onClose={onCancel}
      size="sm"
      title={t(`confirm.${verb}-title`, { num: row?.num ?? choice?.id ?? 0 })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>{t('confirm.no')}</Button>
          <Button variant={verb === 'reject' ? 'danger' : 'primary'} onClick={onConfirm}>{t(`confirm.${verb}-yes`)}</Button>
        </>
      }
    >
      <p className="text-sm text-slate-600"><bdi>{t(`confirm.${verb}-body`, { product: row?.receiverProduct.name ?? '' })}</bdi></p>
    </Dialog>
  );
}
