import { and, eq, or, type SQL } from 'drizzle-orm';
import { products, requests } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { canManage } from '../products/access';

/**
 * Which requests a company member sees (part 1 §6, the issue): the company user all of its
 * company's, an employee those on the products it may act on (its own). Anyone else none.
 * Needs `products` joined on the receiving product.
 */
export function memberScope(user: SessionUser): SQL | undefined {
  const kind = memberKind(user);
  if (!kind) return undefined;
  const company = eq(requests.companyId, user.companyId!);
  return kind === 'company' ? company : and(company, eq(products.firstSellerId, user.id));
}

/** How memberScope scopes the user: all of the company's requests, its own products' only, or none. */
export function memberKind(user: SessionUser): 'company' | 'employee' | undefined {
  const role = user.roles[0];
  return user.companyId !== null && (role === 'company' || role === 'employee') ? role : undefined;
}

/** One request is visible to its company's members (as above) and to the buyer who sent it. */
export function visibleTo(user: SessionUser): SQL {
  const own = eq(requests.senderId, user.id);
  const scope = memberScope(user);
  return scope ? or(scope, own)! : own;
}

/** Accept and reject: the people who may act on the product, the company or its first seller. */
export const canDecideOn = (user: SessionUser, product: { companyId: number; firstSellerId: number | null }) => canManage(user, product);
