// Part 2 §2 Followers and following dialogs, /user/{id} follow and unfollow. A follow sends
// the followed user a notification of type 4 (part 1 §3), in the same transaction as the follow.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FollowerList, FollowReply } from '../../../src/api/schemas/account';
import type { Db } from '../../db';
import { follows, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { notify } from '../notifications';

/** How many entries a followers or following dialog lists (newest first). */
export const FOLLOW_LIST_MAX = 200;

/** A user anyone signed in may see: not removed, not deactivated. */
export const visibleUser = (id: number) => and(eq(users.id, id), isNull(users.deletedAt), isNull(users.deactivatedAt));

export async function assertVisible(db: Db, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(visibleUser(id));
  if (!row) throw notFound();
}

export async function followersCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.followedId, userId), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  return row.n;
}

export async function followingCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.followedId))
    .where(and(eq(follows.followerId, userId), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  return row.n;
}

export async function isFollowing(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const [row] = await db.select({ id: follows.followerId }).from(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  return row !== undefined;
}

/** GET /api/accounts/{id}/followers or /following: the people on the other end, newest first. */
export async function followList(db: Db, userId: number, side: 'followers' | 'following'): Promise<FollowerList> {
  await assertVisible(db, userId);
  const [mine, theirs] = side === 'followers' ? [follows.followedId, follows.followerId] : [follows.followerId, follows.followedId];
  const rows = await db.select({ id: users.id, fullName: users.fullName, username: users.userName, avatar: users.imageUrl })
    .from(follows).innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), isNull(users.deletedAt), isNull(users.deactivatedAt)))
    .orderBy(desc(follows.createdAt), desc(users.id)).limit(FOLLOW_LIST_MAX);
  return { data: rows };
}

/** POST /api/accounts/{id}/follow: idempotent; the first follow notifies the followed user (type 4). */
export async function follow(db: Db, user: SessionUser, id: number, now: Date): Promise<FollowReply> {
  if (id === user.id) throw new HttpError(422, 'server.follow-self');
  await assertVisible(db, id);
  await db.transaction(async (tx) => {
    const added = await tx.insert(follows).values({ followerId: user.id, followedId: id, createdAt: now }).onConflictDoNothing().returning({ id: follows.followedId });
    if (added.length === 0) return;
    await notify(tx, {
      userId: id, type: 4, title: 'server.follow-title', body: 'server.follow-body', vars: { name: user.fullName },
      senderId: user.id, value: String(user.id), createdAt: now,
    });
  });
  return { isFollowing: true, followersCount: await followersCount(db, id) };
}

/** DELETE /api/accounts/{id}/follow (POST with _method DELETE): idempotent. */
export async function unfollow(db: Db, user: SessionUser, id: number): Promise<FollowReply> {
  await assertVisible(db, id);
  await db.delete(follows).where(and(eq(follows.followerId, user.id), eq(follows.followedId, id)));
  return { isFollowing: false, followersCount: await followersCount(db, id) };
}
