import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useFlow } from '../flow/use-flow';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Notification } from '../../api/schemas/notifications';
import { intlLocale } from '../../domain/intl-locale';
import { formatDateTime, formatRelativeTime } from '../../domain/relative-time';
import { notificationsMachine, type NotificationsEvent } from '../../machines/notifications/notifications.machine';
import { notificationTarget } from '../../machines/notifications/notification-target';
import { selectRole } from '../../machines/session/session.selectors';
import { useAppActor, useSessionActor } from '../app-context';
import { useListFailureText } from '../kit/list-failure-text';
import { BellBadge, bellButtonClass } from './TopBarBadges';
import { numberFormat } from '../../domain/intl-formats';
import { UserText } from '../kit/UserText';

/** The top-bar bell (part 1 §2): unread badge, and a dropdown of the newest notifications (max height 400, width 380). */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  // The app actor hosts the event stream whose pushes the bell shows.
  const opener = useNotificationOpener();
  const [machine] = useState(() => notificationsMachine.provide({ actions: { openNotification: (_, { notification }) => opener.current(notification) } }));
  const [snapshot, send] = useFlow(machine, { input: { host: useAppActor(), viewing: null } });
  useViewing(send);
  const { list, unreadCount } = snapshot.context;
  const locale = intlLocale(i18n.language);
  const ringing = snapshot.matches({ bell: 'ringing' });
  const badge = unreadCount > 99 ? `${numberFormat(locale).format(99)}+` : numberFormat(locale).format(unreadCount);

  return (
    <Popover className="relative">
      <PopoverButton
        className={bellButtonClass}
        aria-label={unreadCount > 0 ? t('label-unread', { count: unreadCount }) : t('label')}
      >
        <BellBadge ringing={ringing} />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute -top-0.5 -end-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 flex max-h-[400px] w-[380px] max-w-[calc(100vw-1rem)] flex-col rounded-xl bg-white shadow-lg ring-1 ring-black/5 [--anchor-gap:6px]"
      >
        <Dropdown list={list} unreadCount={unreadCount} state={stateOf(snapshot)} error={snapshot.context.error} locale={locale} send={send} />
      </PopoverPanel>
    </Popover>
  );
}

/**
 * Opens where a notification leads: the request, the conversation, the product, the
 * follower. Read through a ref: the machine is built once, the router and the role change.
 */
export function useNotificationOpener() {
  const [, navigate] = useLocation();
  const role = useSelector(useSessionActor(), selectRole);
  const opener = useRef((_: Notification | undefined) => {});
  opener.current = (n) => {
    const target = n && notificationTarget(n, role);
    if (target) navigate(target);
  };
  return opener;
}

/** Tells the bell the address on screen while the tab is visible (a conversation there is being read). */
function useViewing(send: (event: NotificationsEvent) => void) {
  const [path] = useLocation();
  useEffect(() => {
    const tell = () => send({ type: 'VIEW_CHANGED', viewing: document.visibilityState === 'visible' ? path : null });
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [path, send]);
}

type View = 'loading' | 'failed' | 'shown';
const stateOf = (s: { matches: (v: { data: View }) => boolean }): View =>
  s.matches({ data: 'loading' }) ? 'loading' : s.matches({ data: 'failed' }) ? 'failed' : 'shown';

function Dropdown({ list, unreadCount, state, error, locale, send }: {
  list: Notification[]; unreadCount: number; state: View; error: unknown; locale: string; send: (event: NotificationsEvent) => void;
}) {
  const { t } = useTranslation('notifications');
  const failureText = useListFailureText('notifications:failed');
  // The panel mounts when it opens: opening loads the newest.
  useEffect(() => send({ type: 'OPENED' }), [send]);
  const now = Date.now();

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">{t('title')}</h2>
        {unreadCount > 0 && (
          <button type="button" onClick={() => send({ type: 'ALL_MARKED_READ' })} className="rounded text-xs font-medium text-teal-700 hover:underline">
            {t('mark-all-read')}
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {state === 'loading' && list.length === 0 && <p className="px-4 py-10 text-center text-sm text-slate-500" role="status">{t('loading')}</p>}
        {state === 'failed' && (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
            <p role="alert">{failureText(error)}</p>
            <button type="button" onClick={() => send({ type: 'OPENED' })} className="font-medium text-teal-700 hover:underline">{t('retry')}</button>
          </div>
        )}
        {state === 'shown' && list.length === 0 && <p className="px-4 py-10 text-center text-sm text-slate-500">{t('empty')}</p>}
        {list.length > 0 && (
          <ul aria-label={t('title')} className="divide-y divide-slate-100">
            {list.map((n) => (
              <li key={n.id}>
                <CloseButton
                  as="button"
                  type="button"
                  onClick={() => send({ type: 'ITEM_CLICKED', id: n.id })}
                  className={`flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-slate-50 ${n.read === 0 ? 'bg-teal-50/40' : ''}`}
                >
                  <span className="min-w-0 flex-1">
                    {/* Our sentences in the reader's language, names isolated by the server; a message's preview is the sender's own text. */}
                    <span className={`block text-sm break-words ${n.read === 0 ? 'font-semibold text-slate-900' : 'font-medium text-slate-700'}`}>{n.title}</span>
                    <NotificationBody notification={n} className="mt-0.5 block text-sm text-slate-600" />
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                      <bdi>{n.sender?.fullName ?? t('system')}</bdi>
                      <span aria-hidden="true">·</span>
                      <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, locale)}>{formatRelativeTime(n.createdAt, now, locale)}</time>
                    </span>
                  </span>
                  {n.read === 0 && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-teal-600" data-testid="notification-unread-dot">
                      <span className="sr-only">{t('unread')}</span>
                    </span>
                  )}
                </CloseButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-2.5 text-center">
        <CloseButton as={Link} href="/notifications" className="text-sm font-medium text-teal-700 hover:underline">{t('see-all')}</CloseButton>
      </div>
    </>
  );
}

/**
 * A notification's second line: a message's preview is the sender's text and takes its own direction
 * (UserText); every other one is our sentence in the reader's language, with the names in it isolated.
 */
export function NotificationBody({ notification: n, className }: { notification: Notification; className?: string }) {
  return n.type === 6
    ? <span className={className}><UserText text={n.body} truncate={false} /></span>
    : <span className={`${className ?? ''} break-words`}>{n.body}</span>;
}
