// The help page's sections (/helper): each flow, how many steps its text has, and its screen.
import type { Role } from '../../../api/schemas/common';

export type HelpSection = {
  id: 'sign-in' | 'products' | 'requests' | 'employees' | 'services' | 'membership' | 'chats' | 'statistics' | 'account';
  steps: number;
  href: string;
  /** Who may open the screen; the section is told to everyone. */
  companyOnly?: boolean;
};

export const HELP_SECTIONS: readonly HelpSection[] = [
  { id: 'sign-in', steps: 4, href: '/userAccount?activeSection=privacy' },
  { id: 'products', steps: 4, href: '/products' },
  { id: 'requests', steps: 3, href: '/requests' },
  { id: 'employees', steps: 3, href: '/employees', companyOnly: true },
  { id: 'services', steps: 3, href: '/services' },
  { id: 'membership', steps: 2, href: '/services' },
  { id: 'chats', steps: 3, href: '/chats' },
  { id: 'statistics', steps: 3, href: '/statistics' },
  { id: 'account', steps: 4, href: '/userAccount' },
];

/** Whether the section's screen link is shown to a user whose first role is `role`. */
export const linkShownTo = (section: HelpSection, role: Role | undefined) => !section.companyOnly || role === 'company';
