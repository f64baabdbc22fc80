// Follows and likes among the demo accounts, so a fresh `npm start` shows believable
// followers, following and likes on /userAccount and /user/{id}. Two inserts; no notifications (these
// follows are old news). fresh follows nobody and sara follows no company other than her own: the e2e
// follow spec starts from there.
import { inArray } from 'drizzle-orm';
import type { Db } from './index';
import { follows, userLikes, users } from './schema';

const DAY = 86_400_000;

/** Who follows whom: buyers follow the shops they bought from, the shops watch each other. */
export const SEED_FOLLOWS: ReadonlyArray<readonly [follower: string, followed: string]> = [
  ['buyer1', 'demo'], ['buyer2', 'demo'], ['buyer3', 'demo'], ['buyer4', 'demo'], ['buyer5', 'demo'], ['sara', 'demo'], ['omar', 'demo'], ['rival', 'demo'],
  ['buyer1', 'rival'], ['buyer3', 'rival'], ['buyer4', 'rival'], ['demo', 'rival'],
  ['buyer2', 'fresh'], ['buyer5', 'fresh'],
  ['demo', 'buyer1'], ['omar', 'buyer2'],
];

/** Who liked whose profile. */
export const SEED_LIKES: ReadonlyArray<readonly [liker: string, liked: string]> = [
  ['buyer1', 'demo'], ['buyer2', 'demo'], ['buyer3', 'demo'], ['buyer4', 'demo'], ['buyer5', 'demo'],
  ['buyer1', 'rival'], ['buyer4', 'rival'], ['buyer2', 'fresh'],
];

export async function seedFollows(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const names = [...new Set([...SEED_FOLLOWS, ...SEED_LIKES].flat())];
  const ids = new Map((await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, names))).map((u) => [u.userName, u.id]));
  // Dated a few days apart, the newest first in the dialogs as they were made.
  const pairs = <T>(list: ReadonlyArray<readonly [string, string]>, row: (a: number, b: number, createdAt: Date) => T) =>
    list.flatMap(([a, b], i) => (ids.has(a) && ids.has(b) ? [row(ids.get(a)!, ids.get(b)!, new Date(now - (list.length - i) * 3 * DAY))] : []));
  const followRows = pairs(SEED_FOLLOWS, (followerId, followedId, createdAt) => ({ followerId, followedId, createdAt }));
  const likeRows = pairs(SEED_LIKES, (likerId, userId, createdAt) => ({ likerId, userId, createdAt }));
  if (followRows.length) await db.insert(follows).values(followRows).onConflictDoNothing();
  if (likeRows.length) await db.insert(userLikes).values(likeRows).onConflictDoNothing();
}
