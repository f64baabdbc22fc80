// The chat contact list's model for checkModel and `npm run paths -- chat-contacts`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Contact } from '../../api/schemas/chats';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands } from '../test/model';
import { CONTACTS_FAILED, chatContactsMachine, type ChatContactsInput } from './chat-contacts.machine';

export const machine = chatContactsMachine;
export const input: ChatContactsInput = { employeeId: null, host: null };
type Snap = SnapshotFrom<typeof chatContactsMachine>;

const system: Contact = { id: 0, fullName: 'System', avatar: null, lastMessage: null, newMessagesCount: 0 };
const buyer: Contact = { id: 9, fullName: 'Fatima', avatar: null, lastMessage: { message: 'Hi', kind: 'text', createdAt: '2026-11-24T08:00:00.000Z' }, newMessagesCount: 2 };

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('shown.waiting', { type: 'xstate.done.actor.loadContacts', output: [system, buyer] }, holds({ contacts: [system, buyer], error: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadContacts', error: networkError() }, holds({ error: CONTACTS_FAILED })),
      lands('loadFailed', { type: 'xstate.error.actor.loadContacts', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches({ shown: 'waiting' })) {
    return [
      lands('shown.refreshing', { type: 'xstate.after.poll.chatContacts.shown.waiting' }),
      lands('shown.refreshing', { type: 'MESSAGE_PUSHED' }),
      lands('shown.refreshing', { type: 'CONTACTS_CHANGED' }),
      lands('shown.refreshing', { type: 'LANGUAGE_CHANGED' }),
    ];
  }
  return [
    lands('shown.waiting', { type: 'xstate.done.actor.refreshContacts', output: [system] }, holds({ contacts: [system] })),
    lands('shown.waiting', { type: 'xstate.error.actor.refreshContacts', error: networkError() }, holds({ contacts: s.context.contacts })),
  ];
}

export const model = { machine, events, input };
