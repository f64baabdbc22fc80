// The three company documents (part 2 §3): each shows the file kept, opens it (a private download the
// bearer token reads), and uploads a new one with its real progress (XMLHttpRequest upload events).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { fetchCompanyFile } from '../../../../api/companies';
import { COMPANY_DOCUMENT_ACCEPT, DOCUMENT_KEYS, DOCUMENT_TYPES, type CompanyDocument, type DocumentType } from '../../../../api/schemas/companies';
import type { companyFormMachine, CompanyFormEvent } from '../../../../machines/company-form/company-form.machine';
import { formatPercent } from '../../../../domain/numbers';
import { useNotify } from '../../../app-context';
import { Button } from '../../../kit/Button';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';

type Props = { state: SnapshotFrom<typeof companyFormMachine>; send: (event: CompanyFormEvent) => void; readOnly: boolean };

export function CompanyDocuments({ state, send, readOnly }: Props) {
  const { t } = useTranslation('company');
  return (
    <section className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6" aria-labelledby="company-documents">
      <h2 id="company-documents" className="text-lg font-semibold text-slate-900">{t('documents')}</h2>
      <p className="text-xs text-slate-500">{t('documents-hint')}</p>
      <ul className="flex flex-col divide-y divide-slate-100">
        {DOCUMENT_TYPES.map((type) => <DocumentRow key={type} type={type} state={state} send={send} readOnly={readOnly} />)}
      </ul>
    </section>
  );
}

function DocumentRow({ type, state, send, readOnly }: Props & { type: DocumentType }) {
  const { t, i18n } = useTranslation('company');
  const messageText = useMessageText();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const key = DOCUMENT_KEYS[type];
  const { documents, upload, uploadError, problems } = state.context;
  const current: CompanyDocument | null = documents[key];
  const uploading = upload?.fileType === type ? upload : null;
  const busy = state.matches('uploading') || state.matches('saving');
  const error = uploadError?.key === key ? uploadError.message : problems[key];
  const labelId = `document-${type}`;
  const open = async () => {
    // Opened in this tab's own blob: the file is private, a plain link would carry no token.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchCompanyFile(current!.fileUrl);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url; else window.location.assign(url);
    } catch {
      tab?.close();
      notify({ key: 'company:open-failed', severity: 'error' });
    }
  };
  const percent = uploading && uploading.total > 0 ? Math.round((uploading.loaded / uploading.total) * 100) : 0;
  return (
    <li className="flex min-w-0 flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-document={type}>
      <div className="flex min-w-0 flex-col gap-1">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {t(`document-${type}`)}
          {!readOnly && <span className="ms-0.5 text-rose-600" aria-hidden="true">*</span>}
        </span>
        {current ? (
          <button type="button" onClick={open} className="truncate text-start text-sm text-teal-800 underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-teal-600" aria-label={t('document-open', { name: current.fileName })}>
            <UserText text={current.fileName} />
          </button>
        ) : (
          <span className="text-sm text-slate-500">{t('document-missing')}</span>
        )}
        {uploading && (
          <div className="flex items-center gap-2">
            <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t('uploading', { name: uploading.file.name })} className="h-2 w-40 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full bg-teal-700 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-xs text-slate-600">{formatPercent(percent / 100, i18n.language)}</span>
          </div>
        )}
        {error && <p role="alert" className="text-xs text-rose-600">{messageText(error)}</p>}
      </div>
      {!readOnly && (
        <div className="shrink-0">
          <input
            ref={input} type="file" accept={COMPANY_DOCUMENT_ACCEPT} className="sr-only" tabIndex={-1} aria-labelledby={labelId} data-testid={`file-${type}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) send({ type: 'DOCUMENT_CHOSEN', fileType: type, file });
            }}
          />
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()} aria-describedby={labelId}>
            {current ? t('document-replace') : t('document-choose')}
          </Button>
        </div>
      )}
    </li>
  );
}
