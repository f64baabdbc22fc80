import { and, eq, isNull } from 'drizzle-orm';
import type { CartItem } from '../../../src/api/schemas/memberships';
import { KeptImages, PromoForm } from '../../../src/api/schemas/promotions';
import { PRODUCT_IMAGES_MAX } from '../../../src/domain/limits';
import { promoPrice } from '../../../src/domain/promotion-pricing';
import type { Db } from '../../db';
import { cartItems, offers, products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, HttpError, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { itemOf } from '../memberships/cart';
import { withdrawCartItem } from '../orders/withdraw';
import { readProductImages, storeProductImages } from '../products/images';
import { bookingRange, today } from './days';
import { PAY_FOR_OFFER } from './offer-rows';
import { readSettings } from './settings';

/** The promo form's fields (images apart), its start date today or later. */
function promoFields(form: Record<string, unknown>, now: Date) {
  const fields = PromoForm.parse({ ...form, images: undefined });
  if (fields.date < today(now)) throw fieldError('date', 'server.service-start-past');
  return fields;
}

/** One of the company's live products; another company's or a deleted one is 404. */
async function companyProductOf(db: Db, companyId: number, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId), isNull(products.deletedAt)));
  if (!product) throw notFound();
  return product;
}

/** 409 when the product already has an unpaid promo; the product row is locked so this holds under a double click. */
async function refuseSecondUnpaidPromo(tx: Db, productId: number) {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [unpaid] = await tx.select({ id: offers.id }).from(offers)
    .where(and(eq(offers.productId, productId), isNull(offers.serviceType), eq(offers.status, 'unpaid')));
  if (unpaid) throw new HttpError(409, 'server.service-already-in-cart');
}

/**
 * §7 POST /offers/promo: a promo offer (service type null) on one of the company's products, open to
 * every membership (§2: promo always), priced promo × days and put in the cart; active once paid.
 * The fields are checked before any lookup, the images before anything is stored.
 */
export async function createPromo(deps: { db: Db; storage: Storage }, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<CartItem> {
  const fields = promoFields(form, now);
  const uploads = await readProductImages(form.images);
  const days = Number(fields.days);
  const product = await companyProductOf(deps.db, user.companyId!, Number(fields.productId));
  const stored = await storeProductImages(deps.storage, uploads);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await refuseSecondUnpaidPromo(tx, product.id);
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

/** The caller's promo offer `id` that may still change: another company's (or gone) is 404, a paid one 409. */
async function unpaidPromoOf(tx: Db, companyId: number, id: number, lock: boolean) {
  const query = tx.select({ id: offers.id, productId: offers.productId, status: offers.status, images: offers.images }).from(offers)
    .where(and(eq(offers.id, id), eq(offers.companyId, companyId), isNull(offers.serviceType)));
  const [offer] = lock ? await query.for('update') : await query;
  if (!offer || offer.status === 'removed') throw notFound();
  if (offer.status !== 'unpaid') throw new HttpError(409, 'server.promo-already-paid');
  return offer;
}

/**
 * The offer's images after a change: with `kept`, those of its own images (in the seller's order) and
 * then the new ones; without it, the new ones replace them all, and no new ones keep them all.
 */
function imagesAfterUpdate(own: { url: string }[], kept: string[] | null, added: { url: string }[]): { url: string }[] {
  if (!kept) return added.length > 0 ? added : own;
  const owned = new Set(own.map((i) => i.url));
  if (kept.some((url) => !owned.has(url))) throw fieldError('images', 'server.promo-image-unknown');
  return [...new Set(kept)].map((url) => ({ url })).concat(added);
}

/**
 * §7 PUT /offers/promo/{id} (or POST with _method PUT): the unpaid promo's warning Update, and its
 * review reopened after a failed payment. The same form as creating it, repriced on the same cart
 * item; without new images the old ones stay.
 */
export async function updatePromo(deps: { db: Db; storage: Storage }, user: SessionUser, id: number, form: Record<string, unknown>, now: Date): Promise<CartItem> {
  const fields = promoFields(form, now);
  const kept = form.keptImages === undefined ? null : KeptImages.parse(form.keptImages);
  const hasFiles = (Array.isArray(form.images) ? form.images : [form.images]).some((x) => x instanceof File);
  const uploads = hasFiles ? await readProductImages(form.images) : [];
  if (kept && kept.length === 0 && uploads.length === 0) throw fieldError('images', 'wizard.image-required');
  if (kept && kept.length + uploads.length > PRODUCT_IMAGES_MAX) throw fieldError('images', 'wizard.max-files');
  await unpaidPromoOf(deps.db, user.companyId!, id, false);
  const days = Number(fields.days);
  const product = await companyProductOf(deps.db, user.companyId!, Number(fields.productId));
  const stored = await storeProductImages(deps.storage, uploads);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const old = await unpaidPromoOf(tx, user.companyId!, id, true);
      if (product.id !== old.productId) await refuseSecondUnpaidPromo(tx, product.id);
      const images = imagesAfterUpdate(old.images, kept, stored.images.map((i) => ({ url: i.url })));
      const amount = promoPrice(days, await readSettings(tx, ['promo']));
      const { from, to } = bookingRange(fields.date, days);
      await tx.update(offers).set({
        productId: product.id, name: fields.name, features: fields.features.map((title) => ({ title })), images,
        fromDate: from, toDate: to, amountFils: amount,
      }).where(eq(offers.id, old.id));
      const [item] = await tx.update(cartItems).set({ amountFils: amount })
        .where(and(eq(cartItems.subjectId, old.id), eq(cartItems.paymentForType, PAY_FOR_OFFER.promo), eq(cartItems.status, 'unpaid'))).returning();
      if (!item) throw notFound();
      return itemOf(item);
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
}

/**
 * §7 DELETE /offers/promo/{id} (or POST with _method DELETE): an unpaid promo goes with its cart item;
 * a payment open for it is cancelled first (a late Success is refunded, never delivered).
 */
export async function deletePromo(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Checked before the cart item is locked (withdraw.ts's order: item, order, then the subject).
    await unpaidPromoOf(tx, companyId, id, false);
    await withdrawCartItem(tx, companyId, PAY_FOR_OFFER.promo, id);
    const [removed] = await tx.update(offers).set({ status: 'removed' })
      .where(and(eq(offers.id, id), eq(offers.companyId, companyId), eq(offers.status, 'unpaid'))).returning({ id: offers.id });
    if (!removed) throw notFound();
  });
}
