// The requests table, incoming (/requests) or sent (/profile/requests): the list page shell around the requests machine.
import { useSelector } from '@xstate/react';
import { useFlow } from '../../flow/use-flow';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { RequestRow } from '../../../api/schemas/requests';
import { selectListStatus } from '../../../machines/list/list.selectors';
import { hasBarFilters, type RequestSource } from '../../../machines/request-list/request-list.filters';
import { requestListMachine } from '../../../machines/request-list/request-list.machine';
import { selectDialogRow, selectRowsActor } from '../../../machines/request-list/request-list.selectors';
import { useLocale, useNotify } from '../../app-context';
import { Button } from '../../kit/Button';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { ListPage } from '../../kit/ListPage';
import { useMessageText } from '../join/message-text';
import { requestColumns } from './request-columns';
import { RequestDetailsDialog } from './RequestDetailsDialog';
import { RequestFilters } from './RequestFilters';
import { decisionNotice } from './request-list.connect';

const requestRowId = (row: RequestRow) => String(row.id);
const linkedIdOf = (search: string) => {
  const id = Number(new URLSearchParams(search).get('requestId'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function RequestsList({ source }: { source: RequestSource }) {
  const { t } = useTranslation('requests');
  const [locale] = useLocale();
  const notify = useNotify();
  const messageText = useMessageText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(search).get('q') ?? '';
  const requestId = linkedIdOf(search);
  const readOnly = source === 'sent';
  const latest = useRef({ notify, messageText });
  latest.current = { notify, messageText };

  const [snapshot, send, actor] = useFlow(
    requestListMachine.provide({
      actions: {
        notifyLoadFailed: () => latest.current.notify({ key: 'requests:failed', severity: 'error' }),
        announceDecision: (_, settled) => latest.current.notify(decisionNotice(settled, latest.current.messageText)),
      },
    }),
    { input: { source, q, requestId } },
  );
  const rowsActor = selectRowsActor(snapshot);
  const rows = useSelector(rowsActor, (s) => s?.context.rows ?? []);
  const status = useSelector(rowsActor, (s) => (s ? selectListStatus(s) : 'idle'));

  // The top-bar search writes ?q=; a later ?requestId= (a notification, the overview) opens that request.
  useEffect(() => send({ type: 'SEARCH_CHANGED', q }), [q, send]);
  const seenLink = useRef(requestId);
  useEffect(() => {
    if (requestId !== null && requestId !== seenLink.current) send({ type: 'REQUEST_LINKED', id: requestId });
    seenLink.current = requestId;
  }, [requestId, send]);

  const closeDialog = () => {
    send({ type: 'DIALOG_CLOSED' });
    // The link is spent: a reload or a back/forward does not reopen it.
    const params = new URLSearchParams(window.location.search);
    if (params.has('requestId')) {
      params.delete('requestId');
      const query = params.toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    }
  };

  const columns = useMemo(
    () => requestColumns({ t, locale, actor, readOnly, onDetails: (row) => send({ type: 'DETAILS_OPENED', row }) }),
    [t, locale, actor, readOnly, send],
  );
  const { filters } = snapshot.context;
  const filtered = hasBarFilters(filters) || filters.q !== '';
  const dialogRow = selectDialogRow(snapshot);
  const emptyKey = filtered ? 'empty' : readOnly ? 'empty.sent-none' : 'empty.none';

  return (
    <ListPage
      title={t(readOnly ? 'sent-title' : 'title')}
      subtitle={t(readOnly ? 'sent-subtitle' : 'subtitle')}
      filtersLabel={t('filters.label')}
      filters={<RequestFilters filters={filters} receiverNameDraft={snapshot.context.receiverNameDraft} send={send} />}
    >
      <DataTable<RequestRow>
        label={t(readOnly ? 'sent-table-label' : 'table-label')}
        columns={columns}
        rows={rows}
        getRowId={requestRowId}
        status={status}
        onEndReached={() => send({ type: 'NEXT_PAGE_REQUESTED' })}
        onRetry={() => send({ type: 'RETRY_CLICKED' })}
        failedMessage={t('failed')}
        onRowClick={(row) => send({ type: 'DETAILS_OPENED', row })}
        minWidth="72rem"
        empty={
          <EmptyState
            title={t(filtered ? 'empty.title' : `${emptyKey}-title`)}
            body={t(filtered ? 'empty.body' : `${emptyKey}-body`)}
            action={hasBarFilters(filters) ? <Button variant="secondary" onClick={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</Button> : undefined}
          />
        }
      />
      {dialogRow && <RequestDetailsDialog key={dialogRow.id} row={dialogRow} actor={actor} readOnly={readOnly} locale={locale} onClose={closeDialog} />}
    </ListPage>
  );
}
