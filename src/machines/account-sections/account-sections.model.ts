// The account screen's sections model for checkModel and `npm run paths -- account-sections`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { ACCOUNT_SECTIONS, accountSectionsMachine, sectionFor, type AccountSectionsInput } from './account-sections.machine';

export const machine = accountSectionsMachine;
type Snap = SnapshotFrom<typeof accountSectionsMachine>;

export const inputs: AccountSectionsInput[] = [
  // Profile → Company as an employee: the account section instead.
  { role: 'employee', requested: 'company' },
  { role: 'company', requested: null },
  { role: 'company', requested: 'privacy' },
  { role: 'company', requested: 'services' },
  { role: 'employee', requested: 'nonsense' },
];
export const input = inputs[0];

export function events(s: Snap): EventObject[] {
  const known = ACCOUNT_SECTIONS.map((section) => {
    // company ↔ account: the one the role has.
    const shown = sectionFor(s.context.role, section);
    return lands(`choosingSection → ${shown}`, { type: 'SECTION_CHOSEN', section }, holds({ section: shown }));
  });
  return [...known, stays(s, { type: 'SECTION_CHOSEN', section: 'elsewhere' }, holds({ section: s.context.section }))];
}

export const accountSectionsModel = { machine, events, inputs };
