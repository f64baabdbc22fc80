// The chats screen's contacts (part 1 §2): the system contact first, each with its avatar, name, last
// message (a photo or voice message named by its kind, with its caption) and unread badge; the open conversation marked current.
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Contact } from '../../../api/schemas/chats';
import { formatNumber } from '../../../domain/numbers';
import type { chatContactsMachine } from '../../../machines/chat-contacts/chat-contacts.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';
import { UserText } from '../../kit/UserText';
import { useMessageText } from '../join/message-text';
import { ContactPreview } from './ContactPreview';

type Props = { actor: ActorRefFrom<typeof chatContactsMachine>; openId: number | null; hrefOf: (contact: Contact) => string };

export function ContactList({ actor, openId, hrefOf }: Props) {
  const { t } = useTranslation('chats');
  const messageText = useMessageText();
  const state = useSelector(actor, (s) => s);
  const { contacts, error } = state.context;
  if (state.matches('loading')) return <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div>;
  if (state.matches('loadFailed')) {
    return (
      <div className="flex flex-col items-start gap-2 p-4">
        <Alert tone="error">{messageText(error)}</Alert>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
      </div>
    );
  }
  return (
    <ul aria-label={t('contacts')} className="flex flex-col divide-y divide-slate-100">
      {contacts.map((contact) => <ContactRow key={contact.id} contact={contact} current={contact.id === openId} href={hrefOf(contact)} />)}
    </ul>
  );
}

export function ContactRow({ contact, current, href }: { contact: Contact; current: boolean; href: string }) {
  const { t, i18n } = useTranslation('chats');
  const name = contact.id === 0 ? t('system') : contact.fullName;
  const last = contact.lastMessage;
  return (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        data-testid="chat-contact"
        className={cx('flex min-w-0 items-center gap-3 px-3 py-3 hover:bg-slate-50', current && 'bg-teal-50')}
      >
        {contact.avatar
          ? <img src={contact.avatar} alt="" className="size-10 shrink-0 rounded-full object-cover" />
          : <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-600">{[...name][0]}</span>}
        <span className="flex min-w-0 flex-1 flex-col">
          {/* Aligned with the page, each text in its own direction: an Arabic name in English stays at the start,
              and an English message in Arabic is cut at its end, not its start. */}
          <UserText text={name} className="text-sm font-semibold text-slate-900" />
          {last && <ContactPreview last={last} />}
        </span>
        {/* The open conversation's messages are being read (they become read on leaving it). */}
        {contact.newMessagesCount > 0 && !current && (
          <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden>{formatNumber(contact.newMessagesCount, i18n.language)}</span>
            <span className="sr-only">{t('unread', { count: contact.newMessagesCount })}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
