// Routes /chats and /chats/messages/:userId (part 1 §2 Chats): the contacts beside the open
// conversation; on small screens one at a time. `?employeeId=` lets a company user watch an
// employee's conversations (read only).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import { SYSTEM_CONTACT_ID, type Contact } from '../../../api/schemas/chats';
import { chatContactsMachine } from '../../../machines/chat-contacts/chat-contacts.machine';
import { useAppActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { cx } from '../../kit/cx';
import { ChatHeader } from './ChatHeader';
import { ContactList } from './ContactList';
import { Conversation } from './Conversation';
import { SystemConversation } from './SystemConversation';

const idOf = (text: string | null | undefined): number | null => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

export function ChatsScreen() {
  const { t } = useTranslation('chats');
  const params = useParams<{ userId?: string }>();
  const employeeId = idOf(new URLSearchParams(useSearch()).get('employeeId'));
  const openId = idOf(params.userId);
  const [, , contactsActor] = useFlow(chatContactsMachine, { input: { employeeId, host: useAppActor() } });
  const contacts = useSelector(contactsActor, (s) => s.context.contacts);
  const query = employeeId === null ? '' : `?employeeId=${employeeId}`;
  const hrefOf = useCallback((contact: Contact) => `/chats/messages/${contact.id}${query}`, [query]);
  const open = contacts.find((c) => c.id === openId);
  const name = open ? (open.id === 0 ? t('system') : open.fullName) : t('conversation');
  const onContactsChanged = useCallback(() => contactsActor.send({ type: 'CONTACTS_CHANGED' }), [contactsActor]);

  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="screen-title" className={cx('text-2xl font-bold text-slate-900', openId !== null && 'max-lg:sr-only')}>
        {t(employeeId === null ? 'title' : 'title-observer')}
      </h1>
      <div className={cx('flex h-[calc(100dvh-11rem)] min-h-96 min-w-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', openId !== null && 'max-lg:h-[calc(100dvh-7rem)]')}>
        <div className={cx('w-full min-w-0 overflow-y-auto border-slate-200 lg:w-80 lg:shrink-0 lg:border-e', openId !== null && 'max-lg:hidden')}>
          <ContactList actor={contactsActor} openId={openId} hrefOf={hrefOf} />
        </div>
        {openId !== null ? (
          <div className="flex min-w-0 flex-1 flex-col bg-slate-50">
            {openId === SYSTEM_CONTACT_ID
              ? <><ChatHeader name={name} backHref={`/chats${query}`} typing={false} /><SystemConversation /></>
              : <Conversation key={`${openId}-${employeeId}`} userId={openId} employeeId={employeeId} name={name} backHref={`/chats${query}`} onContactsChanged={onContactsChanged} contacts={contacts} />}
          </div>
        ) : (
          <p className="m-auto hidden p-6 text-sm text-slate-500 lg:block">{t('choose')}</p>
        )}
      </div>
    </section>
  );
}
