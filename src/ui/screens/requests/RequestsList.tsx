// The requests table, incoming (/requests) or sent (/profile/requests): the list page shell around the requests machine.
import { useSelector } from '@xstate/react';
import { useFlow } from '../../flow/use-flow';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUESTS_NAMESPACES } from './requests-namespaces';
import { useLocation, useSearch } from 'wouter';
import type { RequestRow } from '../../../api/schemas/requests';
import { selectListError, selectListStatus } from '../../../machines/list/list.selectors';
import { hasBarFilters, type RequestSource } from '../../../machines/request-list/request-list.filters';
import { requestListMachine } from '../../../machines/request-list/request-list.machine';
import { requestFiltersCodec } from '../../../machines/request-list/request-list.url';
import { useFiltersInUrl } from '../../flow/use-filters-in-url';
import { selectDialogRow, selectPendingChoice, selectRowsActor } from '../../../machines/request-list/request-list.selectors';
import { useLocale, useNotify } from '../../app-context';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { ListPage } from '../../kit/ListPage';
import { useListFailureText } from '../../kit/list-failure-text';
import { useOpenedOnce } from '../../kit/use-opened-once';
import { afterDialogHistory } from '../../kit/use-dialog-history';
import { useMessageText } from '../join/message-text';
import { requestColumns } from './request-columns';
import { RequestFilters } from './RequestFilters';
import { decisionNotice } from './request-list.connect';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';

// The dialogs (and the dialog kit) load when one first opens, not with the list.
const RequestDetailsDialog = lazy(() => import('./RequestDetailsDialog').then((m) => ({ default: m.RequestDetailsDialog })));
const DecisionConfirmDialog = lazy(() => import('./DecisionConfirmDialog').then((m) => ({ default: m.DecisionConfirmDialog })));

const requestRowId = (row: RequestRow) => String(row.id);
const linkedIdOf = (search: string) => {
  const id = Number(new URLSearchParams(search).get('requestId'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `headingLevel` 2: the list is a section of another screen (the account screen's requests). */
export function RequestsList({ source, headingLevel = 1 }: { source: RequestSource; headingLevel?: 1 | 2 }) {
  // With the table's and page size's namespace, so the list suspends once, before building anything.
  const { t } = useTranslation(REQUESTS_NAMESPACES);
  const [locale] = useLocale();
  const notify = useNotify();
  const messageText = useMessageText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requestId = linkedIdOf(search);
  const readOnly = source === 'sent';
  const latest = useRef({ notify, messageText });
  latest.current = { notify, messageText };
  const { initial, inUrl, publish } = useFiltersInUrl(requestFiltersCodec);

  const [snapshot, send, actor] = useFlow(
    requestListMachine.provide({
      actions: {
        notifyLoadFailed: (_, { notice }) => { if (notice) latest.current.notify(notice); },
        announceDecision: (_, settled) => latest.current.notify(decisionNotice(settled, latest.current.messageText)),
        publishFilters: (_, { filters }) => publish(filters),
      },
    }),
    { input: { source, filters: initial, requestId } },
  );
  const rowsActor = selectRowsActor(snapshot);
  const rows = useSelector(rowsActor, (s) => s?.context.rows ?? []);
  const status = useSelector(rowsActor, (s) => (s ? selectListStatus(s) : 'idle'));
  const error = useSelector(rowsActor, (s) => (s ? selectListError(s) : null));
  const failureText = useListFailureText('requests:failed');

  // The URL's filters (the top bar's ?q=, a link, Back/Forward) lead; a later ?requestId= (a notification, the overview) opens that request.
  useEffect(() => send({ type: 'URL_CHANGED', filters: inUrl }), [inUrl, send]);
  const seenLink = useRef(requestId);
  useEffect(() => {
    if (requestId !== null && requestId !== seenLink.current) send({ type: 'REQUEST_LINKED', id: requestId });
    seenLink.current = requestId;
  }, [requestId, send]);

  const closeDialog = () => {
    send({ type: 'DIALOG_CLOSED' });
    // The link is spent: a reload or a back/forward does not reopen it. Rewritten once the dialog's
    // history entry is gone, so the rewrite lands on the page's own entry.
    afterDialogHistory(() => {
      const params = new URLSearchParams(window.location.search);
      if (!params.has('requestId')) return;
      params.delete('requestId');
      const query = params.toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    });
  };

  const columns = useMemo(
    () => requestColumns({ t, locale, actor, readOnly, onDetails: (row) => send({ type: 'DETAILS_OPENED', row }) }),
    [t, locale, actor, readOnly, send],
  );
  const { filters } = snapshot.context;
  const filtered = hasBarFilters(filters) || filters.q !== '';
  const dialogRow = selectDialogRow(snapshot);
  const pendingChoice = selectPendingChoice(snapshot);
  const confirmAsked = useOpenedOnce(pendingChoice !== null);
  const emptyKey = filtered ? 'empty' : readOnly ? 'empty.sent-none' : 'empty.none';

  return (
    <ListPage
      headingLevel={headingLevel}
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
        failedMessage={failureText(error)}
        onRowClick={(row) => send({ type: 'DETAILS_OPENED', row })}
        minWidth="72rem"
        empty={
          <EmptyState
            title={t(filtered ? 'empty.title' : `${emptyKey}-title`)}
            body={t(filtered ? 'empty.body' : `${emptyKey}-body`)}
            action={hasBarFilters(filters) ? <ResetFiltersButton variant="secondary" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton> : undefined}
          />
        }
      />
      {dialogRow && (
        <Suspense fallback={null}>
          <RequestDetailsDialog key={dialogRow.id} row={dialogRow} actor={actor} readOnly={readOnly} locale={locale} onClose={closeDialog} />
        </Suspense>
      )}
      {confirmAsked && (
        <Suspense fallback={null}>
          <DecisionConfirmDialog
            choice={pendingChoice}
            row={pendingChoice ? (rows.find((r) => r.id === pendingChoice.id) ?? (dialogRow?.id === pendingChoice.id ? dialogRow : undefined)) : undefined}
            onConfirm={() => send({ type: 'DECISION_CONFIRMED' })}
            onCancel={() => send({ type: 'DECISION_CANCELLED' })}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
