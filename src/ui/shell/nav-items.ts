import type { Role } from '../../api/schemas/common';
import { ChatsIcon, EmployeesIcon, OverviewIcon, ProductsIcon, RequestsIcon, ServicesIcon, StatisticsIcon } from './icons';

export const PUBLIC_WEBSITE_URL = 'https://souqdesk.example';

const ITEMS = [
  { href: '/', key: 'overview', Icon: OverviewIcon },
  { href: '/products', key: 'products', Icon: ProductsIcon },
  { href: '/requests', key: 'requests', Icon: RequestsIcon },
  { href: '/employees', key: 'employees', Icon: EmployeesIcon, companyOnly: true },
  { href: '/statistics', key: 'statistics', Icon: StatisticsIcon },
  { href: '/chats', key: 'chats', Icon: ChatsIcon },
  { href: '/services', key: 'services', Icon: ServicesIcon },
] as const;

/** Drawer items for a user whose first role is `role` (employees only for companies, part 1 §1). */
export function navItemsFor(role: Role | undefined) {
  return ITEMS.filter((item) => !('companyOnly' in item) || role === 'company');
}

export function isActive(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
