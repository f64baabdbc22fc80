// One conversation (part 1 §2 Chats): messages grouped by day (Today, Yesterday), a new-messages
// divider, own messages with the pending clock, one check (sent) or two (received, read), older pages
// on request, and the message box (Composer). Leaving or switching marks
// the other person's messages read; the observer only reads.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markConversationRead, markConversationReadOnExit } from '../../../api/chats';
import { dayName, groupByDay, kuwaitDay } from '../../../domain/chat-days';
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
import { MessageBubble } from './MessageBubble';
import { SelectionBar, SelectionDialogs } from './MessageActions';
import { pendingOf, shownOf } from './shown-message';
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
  const locale = intlLocale(i18n.language);
  const list = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
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
  const attachedId = useProductAttachment(composer, messages);

  const shown = [...messages.map(shownOf(userId)), ...outbox.map(pendingOf)];
  const newest = shown.at(-1)?.key;
  // Kept at the newest message while the reader is there (also when a product attached above the box
  // shortens the list); scrolled up, a button brings them back.
  useLayoutEffect(() => {
    if (atBottom) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [newest, atBottom, attachedId]);
  // Older messages come in above: the reader stays at the message they were reading (the browser's own
  // scroll anchoring does not hold at the very top, where the button that asks for them is).
  const oldest = shown[0]?.key;
  const fromBottom = useRef(0);
  useLayoutEffect(() => {
    const box = list.current;
    if (box && !atBottom) box.scrollTop = box.scrollHeight - fromBottom.current;
  }, [oldest, atBottom]);

  const today = todayInKuwait();
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kuwait' });
  const firstNew = shown.find((m) => m.unreadIncoming)?.key;
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
        <div
          ref={list}
          role="log"
          aria-label={t('conversation-with', { name })}
          onScroll={(e) => {
            const box = e.currentTarget;
            fromBottom.current = box.scrollHeight - box.scrollTop;
            setAtBottom(box.scrollHeight - box.scrollTop - box.clientHeight < 40);
          }}
          className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-3 py-4 sm:px-5"
        >
          {olderCursor !== null && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={state.matches({ shown: { older: 'loading' } })} onClick={() => send({ type: 'OLDER_REQUESTED' })}>{t('older')}</Button>
            </div>
          )}
          {loadError && <Alert tone="error">{messageText(loadError)}</Alert>}
          {shown.length === 0 && <p className="m-auto text-sm text-slate-500">{t('no-messages')}</p>}
          {groupByDay(shown, (m) => kuwaitDay(m.createdAt)).map((group) => (
            <section key={group.day} aria-label={dayLabel(t, group.day, today, i18n.language)} className="flex flex-col gap-2">
              <p className="self-center rounded-full bg-slate-100 px-3 py-0.5 text-xs font-medium text-slate-600">{dayLabel(t, group.day, today, i18n.language)}</p>
              {group.items.map((m) => (
                <div key={m.key} className="flex flex-col gap-2">
                  {m.key === firstNew && (
                    <p role="separator" className="flex items-center gap-2 text-xs font-semibold text-teal-700 before:h-px before:flex-1 before:bg-teal-200 after:h-px after:flex-1 after:bg-teal-200">
                      {t('new-messages')}
                    </p>
                  )}
                  <MessageBubble
                    m={m}
                    time={time}
                    onReply={m.id !== null && !readOnly ? () => {
                      send({ type: 'REPLY_CLICKED', quote: { id: m.id!, text: m.text } });
                      document.getElementById('chat-box')?.focus();
                    } : null}
                    selection={m.id === null ? null : {
                      active: picking,
                      selected: selection.context.picked.some((p) => p.id === m.id),
                      onSelect: () => select({ type: 'SELECT_STARTED', message: { id: m.id!, own: m.own, text: m.text } }),
                      onToggle: () => select({ type: 'MESSAGE_TOGGLED', message: { id: m.id!, own: m.own, text: m.text } }),
                    }}
                  />
                </div>
              ))}
            </section>
          ))}
        </div>
        {!atBottom && (
          <button
            type="button"
            onClick={() => setAtBottom(true)}
            className="absolute end-4 bottom-24 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-teal-800 shadow ring-1 ring-slate-200"
          >
            {t('to-newest')}
          </button>
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
