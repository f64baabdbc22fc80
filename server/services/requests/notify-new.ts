import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { users, type RequestType } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { notify } from '../notifications';

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * A new request is told to those who may decide on it (canDecideOn): the product's first seller and
 * the company's owners, each once, in the request's transaction (so its stream event goes with it).
 */
export async function notifyDeciders(
  tx: Tx, product: { companyId: number; firstSellerId: number | null },
  request: { id: number; num: number; type: RequestType; product: string; buyer: SessionUser }, now: Date,
): Promise<void> {
  const owners = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, product.companyId), sql`${users.roles}[1] = 'company'`, isNull(users.deletedAt)));
  const recipients = new Set([...(product.firstSellerId === null ? [] : [product.firstSellerId]), ...owners.map((o) => o.id)]);
  recipients.delete(request.buyer.id);
  for (const userId of recipients) {
    await notify(tx, {
      userId, type: 2, senderId: request.buyer.id, value: String(request.id), createdAt: now,
      title: `server.notification-request-new-${request.type}-title`, body: 'server.notification-request-new-body',
      vars: { product: request.product, num: request.num, buyer: request.buyer.fullName },
    });
  }
}
