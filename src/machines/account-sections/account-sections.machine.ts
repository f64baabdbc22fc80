// Part 2 §2 User account screen: which section shows. Employees have `account` and no `company`;
// everyone else has `company` and no `account`; privacy, ads, services and requests are for all.
// `?activeSection=company` falls back to `account` for an employee; an unknown or missing section opens
// the role's first one (the same when a section is chosen later). An unknown section changes nothing.
import { assertEvent, assign, setup } from 'xstate';
import type { Role } from '../../api/schemas/common';

export const ACCOUNT_SECTIONS = ['account', 'company', 'privacy', 'ads', 'services', 'requests'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const isAccountSection = (value: unknown): value is AccountSection => ACCOUNT_SECTIONS.includes(value as AccountSection);

/** The sections a role sees, in the order of the screen's tabs (§6: the role is the first of the user's roles). */
export const sectionsOf = (role: Role): AccountSection[] =>
  role === 'employee' ? ['account', 'privacy', 'ads', 'services', 'requests'] : ['company', 'privacy', 'ads', 'services', 'requests'];

/** The section `requested` opens for `role`: company ↔ account for the role, else the role's first. */
export function sectionFor(role: Role, requested: string | null): AccountSection {
  const offered = sectionsOf(role);
  if (requested === 'company' || requested === 'account') return offered[0];
  return isAccountSection(requested) && offered.includes(requested) ? requested : offered[0];
}

export type AccountSectionsInput = { role: Role; requested: string | null };
export type AccountSectionsEvent = { type: 'SECTION_CHOSEN'; section: string };

export const accountSectionsMachine = setup({
  types: {
    input: {} as AccountSectionsInput,
    context: {} as { role: Role; section: AccountSection },
    events: {} as AccountSectionsEvent,
  },
  guards: {
    isOpeningAccount: ({ context }) => context.section === 'account',
    isOpeningCompany: ({ context }) => context.section === 'company',
    isOpeningPrivacy: ({ context }) => context.section === 'privacy',
    isOpeningAds: ({ context }) => context.section === 'ads',
    isOpeningServices: ({ context }) => context.section === 'services',
    isSectionKnown: ({ event }) => {
      assertEvent(event, 'SECTION_CHOSEN');
      return isAccountSection(event.section);
    },
  },
  actions: {
    chooseSection: assign({
      section: ({ context, event }) => {
        assertEvent(event, 'SECTION_CHOSEN');
        return sectionFor(context.role, event.section);
      },
    }),
  },
}).createMachine({
  id: 'accountSections',
  context: ({ input }) => ({ role: input.role, section: sectionFor(input.role, input.requested) }),
  initial: 'choosingSection',
  on: {
    SECTION_CHOSEN: { guard: 'isSectionKnown', target: '.choosingSection', actions: 'chooseSection' },
  },
  states: {
    // A transient hop: the state named after the section in context.
    choosingSection: {
      always: [
        { guard: 'isOpeningAccount', target: 'account' },
        { guard: 'isOpeningCompany', target: 'company' },
        { guard: 'isOpeningPrivacy', target: 'privacy' },
        { guard: 'isOpeningAds', target: 'ads' },
        { guard: 'isOpeningServices', target: 'services' },
        { target: 'requests' },
      ],
    },
    account: {},
    company: {},
    privacy: {},
    ads: {},
    services: {},
    requests: {},
  },
});
