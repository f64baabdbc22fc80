// One conversation (part 1 §2 Chats): messages grouped by day (Today, Yesterday), a new-messages
// divider, own messages with the pending clock, one check (sent) or two (received, read), older pages
// as the reader scrolls up (the virtualised MessageList), and the message box (Composer). Leaving or
// switching marks the other person's messages read; the observer only reads.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markConversationRead, markConversationReadOnExit } from '../../../api/chats';
import { dayName } from '../../../domain/chat-days';
import { todayInKuwait } from '../../../domain/calendar';
import { formatDay } from '../../../domain/dates';
import { dateTimeFormat } from '../../../domain/intl-formats';
import { intlLocale } from '../../../domain/intl-locale';
import type { ComposerActor } from '../../../machines/composer/composer.machine';
import { conversationMachine } from '../../../machines/conversation/conversation.machine';
import { messageSelectionMachine } from '../../../machines/message-selection/message-selection.machine';
import type { Contact } from '../../../api/schemas/chats';
import { useAppActor, useNotify } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import type { BubbleActions } from './MessageBubble';
import { MessageList } from './MessageList';
import { messageRowCache, messageRows } from './message-rows';
import { SelectionBar, SelectionDialogs } from './MessageActions';
import { pendingOf, shownCache, type Shown } from './shown-message';
import { useProductAttachment } from './use-product-attachment';

/**
 * `onContactsChanged`: a message went out or the conversation was read, so the contacts (order, badges) are re-read.
 */
type Props = { userId: number; employeeId: number | null; name: string; onContactsChanged: () => void; backHref: string; contacts: Contact[] };

export function Conversation({ userId, employeeId, name, backHref, onContactsChanged, contacts }: Props) {
  const { t, i18n } = useTranslation('chats');
  const messageText = useMessageText();
  const [state, send] = useFlow(conversationMachine, { input: { userId, employeeId, host: useAppActor() } });
  const notify = useNotify();
  const [selection, select] = useFlow(messageSelectionMachine, { input: { employeeId, notify, removed: (ids: number[]) => send({ type: 'MESSAGES_REMOVED', ids }) } });
  const picking = !selection.matches('idle');
  const { messages, outbox, loadError, olderCursor } = state.context;
  const language = i18n.language;
  const locale = intlLocale(language);
  const sentCount = useRef(messages.length);

  // Leaving or switching the conversation: the other person's messages become read (§4).
  // Closing the tab or going to another site leaves it too (React does not unmount then).
  useEffect(() => {
    if (employeeId !== null) return undefined;
    const left = () => markConversationReadOnExit(userId);
    window.addEventListener('pagehide', left);
    return () => {
      window.removeEventListener('pagehide', left);
      void markConversationRead(userId).then(onContactsChanged, () => {});
    };
  }, [userId, employeeId, onContactsChanged]);

  const header = <ChatHeader name={name} backHref={backHref} typing={state.matches({ shown: { other: 'typing' } })} />;

  // A message sent moves the conversation to the top of the contacts.
  useEffect(() => {
    if (outbox.length < sentCount.current) onContactsChanged();
    sentCount.current = outbox.length;
  }, [outbox.length, onContactsChanged]);

  const readOnly = state.matches({ shown: { composer: 'readOnly' } });
  const composer = readOnly ? null : (state.children.composer as ComposerActor | undefined) ?? null;
  useProductAttachment(composer, messages);

  // Worked out once per message object (a merged page keeps the others'), and the rows once per change.
  const toShown = useMemo(() => shownCache(userId), [userId]);
  const rowOf = useMemo(() => messageRowCache(), []);
  const rows = useMemo(() => {
    const shown = messages.map(toShown);
    for (const p of outbox) shown.push(pendingOf(p));
    return messageRows(shown, olderCursor !== null, rowOf);
  }, [messages, outbox, olderCursor, toShown, rowOf]);
  // Every text the box queues, counted: the list goes to the end for each.
  const queued = state.context.nextLocalId;

  // Row handlers that stay the same function, so the memoised bubbles hold while the list scrolls.
  const latest = useRef({ send, select });
  useLayoutEffect(() => {
    latest.current = { send, select };
  });
  const actions = useMemo<BubbleActions>(() => {
    const pick = (m: Shown) => ({ id: m.id!, own: m.own, text: m.text });
    return {
      onReply: readOnly ? null : (m) => {
        latest.current.send({ type: 'REPLY_CLICKED', quote: { id: m.id!, text: m.text } });
        document.getElementById('chat-box')?.focus();
      },
      onSelect: (m) => latest.current.select({ type: 'SELECT_STARTED', message: pick(m) }),
      onToggle: (m) => latest.current.select({ type: 'MESSAGE_TOGGLED', message: pick(m) }),
    };
  }, [readOnly]);
  const picked = useMemo(() => new Set(selection.context.picked.map((p) => p.id)), [selection.context.picked]);
  const requestOlder = useCallback(() => send({ type: 'OLDER_REQUESTED' }), [send]);

  const today = todayInKuwait();
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kuwait' });
  // Each rendered day is labelled on every scroll frame: worked out once a day.
  const dayLabelOf = useMemo(() => {
    const labels = new Map<string, string>();
    return (day: string) => {
      let label = labels.get(day);
      if (label === undefined) labels.set(day, (label = dayLabel(t, day, today, language)));
      return label;
    };
  }, [t, today, language]);
  if (state.matches('loading')) return <>{header}<div className="flex flex-1 justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div></>;
  if (state.matches('loadFailed')) {
    return (
      <>
        {header}
        <div className="flex flex-col items-start gap-2 p-4">
          <Alert tone="error">{messageText(loadError)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <SelectionBar state={selection} send={select} />
      <SelectionDialogs state={selection} send={select} contacts={contacts} />
      <div className="relative flex min-h-0 min-w-0 flex-1 flex-col">
        {loadError && <div className="px-3 pt-3"><Alert tone="error">{messageText(loadError)}</Alert></div>}
        {rows.length === 0 ? (
          <div role="log" aria-label={t('conversation-with', { name })} className="flex min-h-0 flex-1">
            <p className="m-auto text-sm text-slate-500">{t('no-messages')}</p>
          </div>
        ) : (
          <MessageList
            label={t('conversation-with', { name })}
            rows={rows}
            ownSends={queued}
            older={{ onScroll: olderCursor !== null && loadError === null, loading: state.matches({ shown: { older: 'loading' } }), request: requestOlder }}
            dayLabel={dayLabelOf}
            time={time}
            actions={actions}
            picking={picking}
            picked={picked}
          />
        )}
        {readOnly ? (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-500">{t('observer')}</p>
        ) : (
          composer && <Composer actor={composer} />
        )}
      </div>
    </>
  );
}

function dayLabel(t: (key: string) => string, day: string, today: string, language: string) {
  const named = dayName(day, today);
  return named ? t(named) : formatDay(day, language);
}
