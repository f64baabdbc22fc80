// GET /api/accounts/{id} (part 1 §2 route /user/{id}): a user's public profile — name, picture, followers,
// likes, and the company's active products — and GET /api/users/self/account for the account form.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AccountDetails, PublicProfile } from '../../../src/api/schemas/account';
import type { Db } from '../../db';
import { companies, productImages, products, userLikes, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { followersCount, followingCount, isFollowing, visibleUser } from './follows';

/** How many of the company's active products a profile shows (newest first). */
export const PROFILE_PRODUCTS_MAX = 12;

export async function likesOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userLikes).where(eq(userLikes.userId, userId));
  return row.n;
}

const imageOf = (url: string | null) => (url ? { url } : null);

export async function publicProfile(db: Db, readerId: number, id: number): Promise<PublicProfile> {
  const [row] = await db.select({ user: users, company: { id: companies.id, name: companies.name } })
    .from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(visibleUser(id));
  if (!row) throw notFound();
  const { user, company } = row;
  const shown = company?.id ? await db.select({ id: products.id, slug: products.slug, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.companyId, company.id), eq(products.isActive, true), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id)).limit(PROFILE_PRODUCTS_MAX) : [];
  const images = await Promise.all(shown.map(async (p) => {
    const [image] = await db.select({ url: productImages.thumbnailUrl }).from(productImages).where(eq(productImages.productId, p.id)).orderBy(asc(productImages.position)).limit(1);
    return image?.url ?? null;
  }));
  return {
    id: user.id, fullName: user.fullName, userName: user.userName, image: imageOf(user.imageUrl), roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    followersCount: await followersCount(db, id), followingCount: await followingCount(db, id), likes: await likesOf(db, id),
    isFollowing: readerId !== id && await isFollowing(db, readerId, id), isSelf: readerId === id,
    company: company?.id ? company : null,
    products: shown.map((p, i) => ({ ...p, imageUrl: images[i] })),
  };
}

export async function accountDetails(db: Db, userId: number): Promise<AccountDetails> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  // Accounts made before the form had first and last names: split the full name once.
  const [first, ...rest] = user.fullName.split(' ');
  return {
    id: user.id, firstName: user.firstName || first, lastName: user.lastName || rest.join(' '), fullName: user.fullName, userName: user.userName,
    phone: user.phone ?? '', email: user.email, address: user.address, nationality: user.nationality, dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender as AccountDetails['gender'], country: user.country as AccountDetails['country'], roles: user.roles,
    image: imageOf(user.imageUrl),
    followersCount: await followersCount(db, userId), followingCount: await followingCount(db, userId), likes: await likesOf(db, userId),
  };
}
