import type { Role } from '../../api/schemas/common';
import { ChatsIcon, EmployeesIcon, OverviewIcon, ProductsIcon, RequestsIcon, ServicesIcon, StatisticsIcon } from './icons';

export const PUBLIC_WEBSITE_URL = 'https://souqdesk.example';

const ITEMS = [
  { href: '/', key: 'overview', Icon: OverviewIcon },
  { href: '/products', key: 'products', Icon: ProductsIcon, audience: 'seller' },
  { href: '/requests', key: 'requests', Icon: RequestsIcon, audience: 'seller' },
  { href: '/employees', key: 'employees', Icon: EmployeesIcon, audience: 'company' },
  { href: '/statistics', key: 'statistics', Icon: StatisticsIcon },
  { href: '/chats', key: 'chats', Icon: ChatsIcon },
  { href: '/services', key: 'services', Icon: ServicesIcon },
] as const;

type Audience = 'seller' | 'company';

/** Who an item is for: a company, or any seller (a company or its employee); a buyer has no products or incoming requests. */
function reaches(audience: Audience, role: Role | undefined): boolean {
  return audience === 'company' ? role === 'company' : role === 'company' || role === 'employee';
}

/**
 * Drawer items for a user whose first role is `role`: employees only for companies (part 1 §1), and
 * no item a buyer would only meet as 'for company accounts only' (hide what they cannot use).
 */
export function navItemsFor(role: Role | undefined) {
  return ITEMS.filter((item) => !('audience' in item) || reaches(item.audience, role));
}

/** The profile menu's Company item: employees and buyers have no company section (part 1 §6). */
export const showsCompanyItem = (role: Role | undefined) => role === 'company';

export function isActive(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
