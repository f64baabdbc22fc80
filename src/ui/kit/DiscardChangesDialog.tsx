// "Discard your changes?" — asked when a dialog with unsaved work is closed (Escape, outside click,
// Close, browser Back). Keeping is the safe answer: it has the focus, and Escape or Back give it too.
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      size="sm"
      title={t('discard.title')}
      description={t('discard.body')}
      actions={(
        <>
          <Button variant="secondary" autoFocus onClick={onKeep}>{t('discard.keep')}</Button>
          <Button variant="danger" onClick={onDiscard}>{t('discard.confirm')}</Button>
        </>
      )}
    />
  );
}
