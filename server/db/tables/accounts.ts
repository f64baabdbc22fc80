import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../../src/api/schemas/common';
import { categories } from './catalog';
import { at, createdAt, id } from './columns';

/** A seller company: the tenant every later resource (products, requests, chats) belongs to. */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  phone: text('phone'),
  address: text('address'),
  // Part 2 §3 Company: map location, establishment date, category, social links (with https://).
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  establishAt: date('establish_at', { mode: 'string' }),
  categoryId: integer('category_id').references(() => categories.id),
  linkedin: text('linkedin').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  website: text('website').notNull().default(''),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    fullName: text('full_name').notNull(),
    userName: text('user_name').notNull(),
    /** Stored lowercased. */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** The first entry is the primary role (part 1 §6). */
    roles: text('roles').array().notNull().$type<Role[]>(),
    imageUrl: text('image_url'),
    // Part 2 §3 Account form; empty text when never given.
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** '' | 'male' | 'female'. */
    gender: text('gender').notNull().default(''),
    /** '' or a Join Us country code (src/domain/countries.ts). */
    country: text('country').notNull().default(''),
    createdAt: createdAt(),
    lastEntryAt: at('last_entry_at'),
    deletedAt: at('deleted_at'),
    /** Set when the user deactivated the account (or its company's last company user did): no sign-in. */
    deactivatedAt: at('deactivated_at'),
  },
  (t) => [
    // User names are matched case-insensitively, so uniqueness is too.
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

/** Bearer tokens: only the sha256 of the token is kept, so a database leak gives no sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the code was used, or when a newer code replaced it. */
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('password_reset_codes_user_id_idx').on(t.userId)],
);
