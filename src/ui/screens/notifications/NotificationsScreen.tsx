// Route /notifications (part 1 §2, §4 Notifications): every notification, newest first, a page at a
// time; all / unread / read (kept in the address as ?read=0|1); Mark as read on each unread one and
// Mark all as read. The bell shows the newest; this is the whole history. It follows the event stream
// as the bell does, and a click on a row opens where it leads.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Notification } from '../../../api/schemas/notifications';
import { intlLocale } from '../../../domain/intl-locale';
import { formatDateTime, formatRelativeTime } from '../../../domain/relative-time';
import { notificationListMachine, type NotificationFilter } from '../../../machines/notification-list/notification-list.machine';
import { useFlow } from '../../flow/use-flow';
import { useAppActor } from '../../app-context';
import { NotificationBody, useNotificationOpener } from '../../shell/NotificationBell';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';

const FILTERS: NotificationFilter[] = ['all', 'unread', 'read'];
const filterOf = (search: string): NotificationFilter => {
  const read = new URLSearchParams(search).get('read');
  return read === '0' ? 'unread' : read === '1' ? 'read' : 'all';
};
const pathOf = (filter: NotificationFilter) => (filter === 'all' ? '/notifications' : `/notifications?read=${filter === 'unread' ? 0 : 1}`);

export function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const messageText = useMessageText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const opener = useNotificationOpener();
  const [machine] = useState(() => notificationListMachine.provide({ actions: { openNotification: (_, { notification }) => opener.current(notification) } }));
  const [state, send] = useFlow(machine, { input: { filter: filterOf(search), host: useAppActor() } });
  const { items, unreadCount, nextPage, filter, error } = state.context;
  const locale = intlLocale(i18n.language);
  const latest = useRef(navigate);
  latest.current = navigate;

  // The address follows the filter (a reload keeps it), and a link to another filter is followed.
  useEffect(() => {
    if (filterOf(window.location.search) !== filter) latest.current(pathOf(filter), { replace: true });
  }, [filter]);
  useEffect(() => send({ type: 'FILTER_CHOSEN', filter: filterOf(search) }), [search, send]);

  const loading = state.matches('loading');
  const hasUnread = unreadCount > 0 || items.some((n) => n.read === 0);
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <Button variant="secondary" disabled={!hasUnread || loading || state.matches('loadFailed')} onClick={() => send({ type: 'ALL_MARKED_READ' })}>
          {t('mark-all-read')}
        </Button>
      </div>
      <div role="group" aria-label={t('filter.label')} className="flex gap-1 self-start rounded-xl bg-slate-100 p-1">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => send({ type: 'FILTER_CHOSEN', filter: f })}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-teal-800 aria-pressed:shadow-sm"
          >
            {t(`filter.${f}`)}
          </button>
        ))}
      </div>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {state.matches('loadFailed') && <div><Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button></div>}
      {loading && <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div>}
      {!loading && !state.matches('loadFailed') && items.length === 0 && (
        <p className="rounded-2xl bg-white p-8 text-center text-sm text-slate-500 ring-1 ring-slate-200">{t(filter === 'all' ? 'empty' : `empty-${filter}`)}</p>
      )}
      {!loading && items.length > 0 && (
        <ul aria-label={t('title')} className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} locale={locale} onOpen={() => send({ type: 'ITEM_OPENED', id: n.id })} onMarkRead={() => send({ type: 'ITEM_MARKED_READ', id: n.id })} />
          ))}
        </ul>
      )}
      {nextPage !== null && !loading && (
        <div className="flex justify-center">
          <Button variant="secondary" loading={state.matches('loadingMore')} onClick={() => send({ type: 'MORE_REQUESTED' })}>{t('more')}</Button>
        </div>
      )}
    </section>
  );
}

function NotificationRow({ notification: n, locale, onOpen, onMarkRead }: { notification: Notification; locale: string; onOpen: () => void; onMarkRead: () => void }) {
  const { t } = useTranslation('notifications');
  const unread = n.read === 0;
  return (
    <li data-testid="notification-row" data-unread={unread || undefined} className={cx('flex items-start gap-3 px-4 py-3 sm:px-5', unread && 'bg-teal-50/40')}>
      <span className={cx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-teal-600' : 'bg-transparent')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {/* The title opens where it leads (and reads it); names in it are isolated by the server. */}
        <button type="button" onClick={onOpen} data-testid="notification-open" className={cx('block text-start text-sm break-words hover:underline', unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700')}>
          {n.title}
        </button>
        <NotificationBody notification={n} className="mt-0.5 block text-sm text-slate-600" />
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <bdi>{n.sender?.fullName ?? t('system')}</bdi>
          <span aria-hidden="true">·</span>
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, locale)}>{formatRelativeTime(n.createdAt, Date.now(), locale)}</time>
          {unread && <span className="sr-only">{t('unread')}</span>}
        </p>
      </div>
      {unread && <Button variant="link" className="shrink-0 text-xs" onClick={onMarkRead}>{t('mark-read')}</Button>}
    </li>
  );
}
