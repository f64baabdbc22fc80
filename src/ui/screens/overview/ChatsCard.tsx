// The chats card (part 1 §2 Overview): the newest conversations, 4 (3 below 1400 px), as the chats
// screen lists them (avatar, name, last message or the voice-message marker); live, as the chat
// contacts machine hears the event stream. The system's read-only conversation is not one of them.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { SYSTEM_CONTACT_ID } from '../../../api/schemas/chats';
import { OVERVIEW_CHATS } from '../../../domain/limits';
import type { chatContactsMachine } from '../../../machines/chat-contacts/chat-contacts.machine';
import { ContactRow } from '../chats/ContactList';
import { useMessageText } from '../join/message-text';
import { CardEmpty, CardFailed, CardSkeleton, OverviewCard } from './OverviewCard';

export function ChatsCard({ actor }: { actor: ActorRefFrom<typeof chatContactsMachine> }) {
  const { t } = useTranslation('overview');
  const messageText = useMessageText();
  const state = useSelector(actor, (s) => s);
  const contacts = state.context.contacts.filter((c) => c.id !== SYSTEM_CONTACT_ID).slice(0, OVERVIEW_CHATS);
  return (
    <OverviewCard id="overview-chats" title={t('chats.title')} more="/chats">
      {state.matches('loading') && <CardSkeleton lines={3} />}
      {state.matches('loadFailed') && <CardFailed message={messageText(state.context.error) ?? ''} onRetry={() => actor.send({ type: 'RETRY_CLICKED' })} />}
      {state.matches('shown') && contacts.length === 0 && <CardEmpty>{t('chats.empty')}</CardEmpty>}
      {state.matches('shown') && contacts.length > 0 && (
        // The fourth shows from 1400 px (§9: 4 contacts, 3 below 1400 px).
        <ul className="-mx-3 flex flex-col divide-y divide-slate-100 [&>li:nth-child(4)]:max-[1399px]:hidden">
          {contacts.map((contact) => <ContactRow key={contact.id} contact={contact} current={false} href={`/chats/messages/${contact.id}`} />)}
        </ul>
      )}
    </OverviewCard>
  );
}
