// The unpaid warning's footer, the same in every service dialog that has one: Back, then what can be
// done with the booking that waits: delete it, change it to what the seller just chose, or pay it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';

export function UnpaidWarningActions({ ns, back, busy, deleting, onDelete, onUpdate, onPay }: {
  /** The dialog's namespace, which holds its `unpaid.delete`, `unpaid.update` and `unpaid.pay` texts. */
  ns: string;
  back: ReactNode;
  busy: boolean;
  deleting: boolean;
  onDelete: () => void;
  onUpdate: () => void;
  onPay: () => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      {back}
      <Button variant="danger" loading={deleting} disabled={busy} onClick={onDelete}>{t('unpaid.delete')}</Button>
      <Button variant="secondary" disabled={busy} onClick={onUpdate}>{t('unpaid.update')}</Button>
      <Button disabled={busy} onClick={onPay}>{t('unpaid.pay')}</Button>
    </>
  );
}
