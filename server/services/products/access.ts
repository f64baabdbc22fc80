import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

/**
 * Part 1 §6, decided from the database's view of the caller (never from the client):
 * - a product is seen only by the company and employees of its company; anyone else gets 404,
 *   so another company cannot even learn that it exists;
 * - the company user may edit and delete any of its products;
 * - an employee only those whose first seller is that employee (by id; the spec compares the first
 *   seller's fullName with the employee's userName, which is the same person told clumsily);
 * - a buyer (role user) may read an active product (the marketplace shows it; a chat's product card
 *   leads there) and change nothing; an inactive or deleted one is 404 to them too.
 */
export function isMemberOf(user: SessionUser, companyId: number): boolean {
  const role = user.roles[0];
  return user.companyId === companyId && (role === 'company' || role === 'employee');
}

/** Who may read a product by slug: its company's people, and a buyer while the product is active. */
export function canRead(user: SessionUser, product: { companyId: number; isActive: boolean }): boolean {
  return isMemberOf(user, product.companyId) || (user.roles[0] === 'user' && product.isActive);
}

export function canManage(user: SessionUser, product: { companyId: number; firstSellerId: number | null }): boolean {
  if (!isMemberOf(user, product.companyId)) return false;
  const role = user.roles[0];
  return role === 'company' || (role === 'employee' && product.firstSellerId === user.id);
}

/** 404 for outsiders, 403 for a colleague who may see but not change. */
export function assertCanManage(user: SessionUser, product: { companyId: number; firstSellerId: number | null }) {
  if (!isMemberOf(user, product.companyId)) throw notFound();
  if (!canManage(user, product)) throw forbidden();
}
