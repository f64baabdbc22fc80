// Export (part 1 §9: once a month): the current filters' table as CSV, downloaded by the browser.
import { useFlow } from '../../../flow/use-flow';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeExportMachine, type ExportQuery } from '../../../../machines/employee-export/employee-export.machine';
import { useNotify } from '../../../app-context';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { useMessageText } from '../../join/message-text';
import { saveBlob } from '../download';
import { DownloadIcon } from '../employee-icons';

type Props = { query: ExportQuery; matches: number | null; onClose: () => void };

export function EmployeeExportDialog({ query, matches, onClose }: Props) {
  const { t } = useTranslation('employees-screen');
  const messageText = useMessageText();
  const notify = useNotify();
  const latest = useRef({ onClose, notify, t });
  latest.current = { onClose, notify, t };
  const [state, send] = useFlow(employeeExportMachine.provide({
    actions: {
      saveFile: (_, file) => saveBlob(file.blob, file.fileName),
      announceExported: () => {
        const { notify, onClose, t } = latest.current;
        notify({ text: t('export.done'), severity: 'success' });
        onClose();
      },
    },
  }), { input: { query, matches } });
  const exporting = state.matches('exporting');
  const refused = state.matches('refused');
  const empty = state.matches('empty');
  const status = t(`filters.status-${query.status ?? 'active'}`);
  return (
    <Dialog
      open
      size="sm"
      onClose={() => !exporting && onClose()}
      title={t('export.title')}
      actions={refused || empty ? (
        <Button variant="secondary" onClick={onClose}>{t('export.close')}</Button>
      ) : (
        <>
          <Button variant="secondary" onClick={onClose} disabled={exporting}>{t('export.cancel')}</Button>
          <Button loading={exporting} onClick={() => send({ type: 'CONFIRMED' })}>
            <DownloadIcon />{t(state.matches('failed') ? 'export.retry' : 'export.confirm')}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>{t('export.body')}</p>
        <p className="text-slate-500">{query.q ? t('export.filters-search', { status, q: query.q }) : t('export.filters', { status })}</p>
        {empty ? <Alert tone="warning">{t('export.empty')}</Alert> : state.context.error
          ? <Alert tone={refused ? 'warning' : 'error'}>{messageText(state.context.error)}</Alert>
          : <Alert tone="info">{t('export.once-a-month')}</Alert>}
      </div>
    </Dialog>
  );
}
