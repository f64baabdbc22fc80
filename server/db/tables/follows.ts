import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** Part 2 §2 followers and following: who follows whom. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull().references(() => users.id),
    followedId: integer('followed_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index('follows_followed_idx').on(t.followedId, t.createdAt)],
);

/** Part 1 §3 User `likes`: marketplace users who liked a seller's profile (one like each). */
export const userLikes = pgTable(
  'user_likes',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    likerId: integer('liker_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.likerId] })],
);
