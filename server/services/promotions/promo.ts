import { and, eq, isNull } from 'drizzle-orm';
import type { CartItem } from '../../../src/api/schemas/memberships';
import { PromoForm } from '../../../src/api/schemas/promotions';
import { promoPrice } from '../../../src/domain/promotion-pricing';
import type { Db } from '../../db';
import { cartItems, offers, products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, HttpError, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { itemOf } from '../memberships/cart';
import { readProductImages, storeProductImages } from '../products/images';
import { bookingRange, today } from './days';
import { PAY_FOR_OFFER } from './offer-rows';
import { readSettings } from './settings';

/**
 * §7 POST /offers/promo: a promo offer (service type null) on one of the company's products, open to
 * every membership (§2: promo always), priced promo × days and put in the cart; active once paid.
 * The fields are checked before any lookup, the images before anything is stored.
 */
export async function createPromo(deps: { db: Db; storage: Storage }, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<CartItem> {
  const fields = PromoForm.parse({ ...form, images: undefined });
  if (fields.date < today(now)) throw fieldError('date', 'server.service-start-past');
  const uploads = await readProductImages(form.images);
  const days = Number(fields.days);
  const [product] = await deps.db.select({ id: products.id }).from(products)
    .where(and(eq(products.id, Number(fields.productId)), eq(products.companyId, user.companyId!), isNull(products.deletedAt)));
  if (!product) throw notFound();
  const stored = await storeProductImages(deps.storage, uploads);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Locked so one unpaid promo per product holds under a double click.
      await tx.select({ id: products.id }).from(products).where(eq(products.id, product.id)).for('update');
      const [unpaid] = await tx.select({ id: offers.id }).from(offers)
        .where(and(eq(offers.productId, product.id), isNull(offers.serviceType), eq(offers.status, 'unpaid')));
      if (unpaid) throw new HttpError(409, 'server.service-already-in-cart');
      const amount = promoPrice(days, await readSettings(tx, ['promo']));
      const { from, to } = bookingRange(fields.date, days);
      const [offer] = await tx.insert(offers).values({
        companyId: user.companyId!, productId: product.id, serviceType: null, name: fields.name,
        features: fields.features.map((title) => ({ title })), images: stored.images.map((i) => ({ url: i.url })),
        fromDate: from, toDate: to, status: 'unpaid', isActive: false, amountFils: amount, addedBy: user.id,
      }).returning({ id: offers.id });
      const [item] = await tx.insert(cartItems)
        .values({ companyId: user.companyId!, addedBy: user.id, paymentForType: PAY_FOR_OFFER.promo, subjectId: offer.id, amountFils: amount }).returning();
      return itemOf(item);
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
}
