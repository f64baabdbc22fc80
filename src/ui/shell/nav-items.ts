import type { Role } from '../../api/schemas/common';
import { BellIcon, ChatsIcon, EmployeesIcon, OverviewIcon, ProductsIcon, RequestsIcon, ServicesIcon, StatisticsIcon } from './icons';

export const PUBLIC_WEBSITE_URL = 'https://souqdesk.example';

const ITEMS = [
  { href: '/', key: 'overview', Icon: OverviewIcon, audience: 'seller' },
  { href: '/products', key: 'products', Icon: ProductsIcon, audience: 'seller' },
  { href: '/requests', key: 'requests', Icon: RequestsIcon, audience: 'seller' },
  { href: '/employees', key: 'employees', Icon: EmployeesIcon, audience: 'company' },
  { href: '/statistics', key: 'statistics', Icon: StatisticsIcon, audience: 'seller' },
  { href: '/chats', key: 'chats', Icon: ChatsIcon, audience: 'anyone' },
  { href: '/profile/requests', key: 'profile-requests', Icon: RequestsIcon, audience: 'buyer' },
  { href: '/notifications', key: 'notifications', Icon: BellIcon, audience: 'buyer' },
  { href: '/services', key: 'services', Icon: ServicesIcon, audience: 'seller' },
  { href: '/admin/join-requests', key: 'join-requests', Icon: RequestsIcon, audience: 'admin' },
] as const;

type Audience = (typeof ITEMS)[number]['audience'];

/** Who an item is for: a company, any seller (a company or its employee), a buyer (role user), an administrator, or anyone. */
function reaches(audience: Audience, role: Role | undefined): boolean {
  // An administrator reviews Join Us applications; no seller's or buyer's areas, no chats.
  if (audience === 'admin' || role === 'admin') return audience === 'admin' && role === 'admin';
  if (audience === 'anyone') return true;
  if (audience === 'company') return role === 'company';
  const seller = role === 'company' || role === 'employee';
  return audience === 'seller' ? seller : !seller;
}

/**
 * Drawer items for a user whose first role is `role`: employees only for companies (part 1 §1); a
 * buyer gets the buyer's view (chats, their own requests, notifications), none of the seller's areas.
 */
export function navItemsFor(role: Role | undefined) {
  return ITEMS.filter((item) => reaches(item.audience, role));
}

/** The profile menu's Company item: employees and buyers have no company section (part 1 §6). */
export const showsCompanyItem = (role: Role | undefined) => role === 'company';

export function isActive(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
