// Every route of part 1 §2. Screens load on demand so the login page stays small.
import { lazy, type ComponentType } from 'react';
import { EMPLOYEES_NAMESPACES } from './screens/employees/employees-namespaces';
import { PRODUCTS_NAMESPACES } from './screens/products/products-namespaces';
import { REQUESTS_NAMESPACES } from './screens/requests/requests-namespaces';
import { OVERVIEW_NAMESPACES } from './screens/overview/overview-namespaces';
import { ACCOUNT_NAMESPACES } from './screens/account/account-namespaces';
import { USER_NAMESPACES } from './screens/user/user-namespaces';
import { PRODUCT_PAGE_NAMESPACES } from './screens/products/page/product-page-namespaces';
import { firstMatch } from './route-match';

// Each lazy screen's loader, by path: boot starts the first screen's download beside the locale
// files (preloadScreen), and React.lazy's own call later finds the module already on its way.
const LOADERS = {
  '/': () => import('./screens/overview/OverviewScreen').then((m) => ({ default: m.OverviewScreen })),
  '/login': () => import('./screens/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })),
  '/reset-password-request': () => import('./screens/auth/ResetRequestScreen').then((m) => ({ default: m.ResetRequestScreen })),
  '/reset-password': () => import('./screens/auth/ResetScreen').then((m) => ({ default: m.ResetScreen })),
  '/products': () => import('./screens/products/ProductsScreen').then((m) => ({ default: m.ProductsScreen })),
  '/products/:slug': () => import('./screens/products/page/ProductPageScreen').then((m) => ({ default: m.ProductPageScreen })),
  '/employees': () => import('./screens/employees/EmployeesScreen').then((m) => ({ default: m.EmployeesScreen })),
  '/requests': () => import('./screens/requests/RequestsScreen').then((m) => ({ default: m.RequestsScreen })),
  '/profile/requests': () => import('./screens/requests/ProfileRequestsScreen').then((m) => ({ default: m.ProfileRequestsScreen })),
  '/payment': () => import('./screens/payment/PaymentScreen').then((m) => ({ default: m.PaymentScreen })),
  '/payment-success': () => import('./screens/payment/PaymentResultScreen').then((m) => ({ default: m.PaymentResultScreen })),
  '/services': () => import('./screens/services/ServicesScreen').then((m) => ({ default: m.ServicesScreen })),
  '/chats': () => import('./screens/chats/ChatsScreen').then((m) => ({ default: m.ChatsScreen })),
  '/notifications': () => import('./screens/notifications/NotificationsScreen').then((m) => ({ default: m.NotificationsScreen })),
  '/userAccount': () => import('./screens/account/AccountScreen').then((m) => ({ default: m.AccountScreen })),
  '/statistics': () => import('./screens/statistics/StatisticsScreen').then((m) => ({ default: m.StatisticsScreen })),
  '/helper': () => import('./screens/helper/HelperScreen').then((m) => ({ default: m.HelperScreen })),
  '/admin/join-requests': () => import('./screens/admin/JoinRequestsScreen').then((m) => ({ default: m.JoinRequestsScreen })),
  '/user/:id': () => import('./screens/user/UserScreen').then((m) => ({ default: m.UserScreen })),
  '/flows': () => import('./screens/flows/FlowsScreen').then((m) => ({ default: m.FlowsScreen })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;


/** Routes whose screen is another path's loader (the same screen under a second address). */
const SAME_SCREEN: Record<string, keyof typeof LOADERS> = { '/check-out': '/payment-success', '/chats/messages/:userId': '/chats' };

/** The loader of the lazy screen the address `path` shows (a route with a parameter too), if any. */
export function screenLoader(path: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const route = firstMatch(ROUTES, path);
  const key = route && (SAME_SCREEN[route.path] ?? route.path);
  return key && Object.hasOwn(LOADERS, key) ? LOADERS[key as keyof typeof LOADERS] : undefined;
}

/** Starts downloading the screen of the address `path` (anything without a lazy screen does nothing). */
export function preloadScreen(path: string) {
  void screenLoader(path)?.().catch(() => {});
}

const LoginScreen = lazy(LOADERS['/login']);
const OverviewScreen = lazy(LOADERS['/']);
const ResetRequestScreen = lazy(LOADERS['/reset-password-request']);
const ResetScreen = lazy(LOADERS['/reset-password']);
const ProductsScreen = lazy(LOADERS['/products']);
const ProductPageScreen = lazy(LOADERS['/products/:slug']);
const EmployeesScreen = lazy(LOADERS['/employees']);
const RequestsScreen = lazy(LOADERS['/requests']);
const ProfileRequestsScreen = lazy(LOADERS['/profile/requests']);
const PaymentScreen = lazy(LOADERS['/payment']);
// /check-out is the same screen: both show what the server confirmed, paid or failed.
const PaymentResultScreen = lazy(LOADERS['/payment-success']);
const ServicesScreen = lazy(LOADERS['/services']);
const NotificationsScreen = lazy(LOADERS['/notifications']);
const StatisticsScreen = lazy(LOADERS['/statistics']);
// One screen for the list and an open conversation (the route's userId).
const ChatsScreen = lazy(LOADERS['/chats']);
const AccountScreen = lazy(LOADERS['/userAccount']);
const HelperScreen = lazy(LOADERS['/helper']);
const JoinRequestsScreen = lazy(LOADERS['/admin/join-requests']);
const UserScreen = lazy(LOADERS['/user/:id']);
const FlowsScreen = lazy(LOADERS['/flows']);

export type RouteDef = {
  path: string;
  /** i18n key under shell:screens, also the route's name. */
  name: string;
  component: ComponentType;
  /**
   * The locale namespaces the screen's first render asks for beyond boot's and the shell's: boot loads
   * them with its own when this is the page's first screen, so that render does not suspend.
   * routes.test.ts checks them against the screen's modules.
   */
  namespaces: readonly string[];
  /** Only for users whose first role is company. */
  companyOnly?: boolean;
};

export const ROUTES: RouteDef[] = [
  { path: '/', name: 'overview', component: OverviewScreen, namespaces: OVERVIEW_NAMESPACES },
  { path: '/products', name: 'products', component: ProductsScreen, namespaces: PRODUCTS_NAMESPACES },
  { path: '/products/:slug', name: 'product', component: ProductPageScreen, namespaces: PRODUCT_PAGE_NAMESPACES },
  { path: '/payment', name: 'payment', component: PaymentScreen, namespaces: ['payment'] },
  { path: '/payment-success', name: 'payment-success', component: PaymentResultScreen, namespaces: ['payment'] },
  { path: '/check-out', name: 'check-out', component: PaymentResultScreen, namespaces: ['payment'] },
  { path: '/requests', name: 'requests', component: RequestsScreen, namespaces: REQUESTS_NAMESPACES },
  { path: '/profile/requests', name: 'profile-requests', component: ProfileRequestsScreen, namespaces: REQUESTS_NAMESPACES },
  { path: '/reset-password-request', name: 'reset-password-request', component: ResetRequestScreen, namespaces: [] },
  { path: '/reset-password', name: 'reset-password', component: ResetScreen, namespaces: [] },
  { path: '/employees', name: 'employees', component: EmployeesScreen, namespaces: EMPLOYEES_NAMESPACES, companyOnly: true },
  { path: '/statistics', name: 'statistics', component: StatisticsScreen, namespaces: ['statistics'] },
  { path: '/chats', name: 'chats', component: ChatsScreen, namespaces: ['chats'] },
  { path: '/chats/messages/:userId', name: 'messages', component: ChatsScreen, namespaces: ['chats'] },
  { path: '/services', name: 'services', component: ServicesScreen, namespaces: ['services', 'membership'] },
  { path: '/helper', name: 'helper', component: HelperScreen, namespaces: ['helper'] },
  { path: '/admin/join-requests', name: 'join-requests', component: JoinRequestsScreen, namespaces: ['admin', 'countries'] },
  { path: '/userAccount', name: 'user-account', component: AccountScreen, namespaces: ACCOUNT_NAMESPACES },
  { path: '/login', name: 'login', component: LoginScreen, namespaces: [] },
  { path: '/notifications', name: 'notifications', component: NotificationsScreen, namespaces: ['notifications'] },
  { path: '/user/:id', name: 'user', component: UserScreen, namespaces: USER_NAMESPACES },
  // Signed in or out, without the chrome, where this browser has turned it on (flows-flag.ts).
  { path: '/flows', name: 'flows', component: FlowsScreen, namespaces: ['flows'] },
];

/** The namespaces the route of the address `path` declares (/chats/messages/42 → /chats/messages/:userId's), or none for an unknown path. */
export const routeNamespaces = (path: string): readonly string[] => firstMatch(ROUTES, path)?.namespaces ?? [];
