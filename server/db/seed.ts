import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../src/api/schemas/common';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../storage/storage';
import type { Db } from './index';
import { companies, seedMarkers, settings, users } from './schema';
import { DEFAULT_SETTINGS } from '../../src/domain/promotion-settings';
import { seedActivity } from './seed-activity';
import { seedCatalog } from './seed-catalog';
import { seedFollows } from './seed-follows';
import { seedHistory } from './seed-history';
import { seedMemberships } from './seed-memberships';

export const DEMO_PASSWORD = 'Demo@12345';

interface DemoAccount {
  userName: string;
  email: string;
  fullName: string;
  roles: Role[];
  company: 'demo' | 'rival' | 'fresh' | null;
}

/** The demo accounts, printed by main.ts at start. All use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { userName: 'demo', email: 'demo@souqdesk.test', fullName: 'Demo Trading', roles: ['company'], company: 'demo' },
  { userName: 'sara', email: 'sara@souqdesk.test', fullName: 'Sara Al-Ahmad', roles: ['employee'], company: 'demo' },
  { userName: 'omar', email: 'omar@souqdesk.test', fullName: 'Omar Al-Sabah', roles: ['employee'], company: 'demo' },
  { userName: 'buyer1', email: 'buyer1@souqdesk.test', fullName: 'Fatima Al-Mutairi', roles: ['user'], company: null },
  { userName: 'rival', email: 'rival@souqdesk.test', fullName: 'Rival Market', roles: ['company'], company: 'rival' },
  { userName: 'fresh', email: 'fresh@souqdesk.test', fullName: 'Fresh Souq', roles: ['company'], company: 'fresh' },
  // Reviews Join Us applications at /admin/join-requests; seeded last, so the others keep their ids.
  { userName: 'admin', email: 'admin@souqdesk.test', fullName: 'Souqdesk Administrator', roles: ['admin'], company: null },
];

const DEMO_COMPANIES = [
  { slug: 'demo', name: 'Demo Trading Co.', phone: '+96522334455', address: 'Salmiya, Salem Al-Mubarak St., Kuwait' },
  { slug: 'rival', name: 'Rival Market', phone: '+96522998877', address: 'Hawalli, Tunis St., Kuwait' },
  { slug: 'fresh', name: 'Fresh Souq', phone: '+96522112233', address: 'Jabriya, Block 10, Kuwait' },
] as const;

/** Bump a version when its seed changes: the step then runs again on the next start. */
const SEED_STEPS = { accounts: 'accounts@2', catalog: 'catalog@1', history: 'history@1', follows: 'follows@1', memberships: 'memberships@1', settings: 'settings@1', admin: 'admin@1' } as const;

/**
 * Idempotent: creates what is missing, leaves what exists (passwords changed since are kept).
 * With `storage`, also the catalogue (categories, attributes, products and their images), the
 * activity and a year of history (seed-history.ts). A step that has finished leaves a marker, so a restart costs one query.
 */
export async function seed(db: Db, options: { storage?: Storage; now?: Date } = {}): Promise<void> {
  const done = new Set((await db.select({ name: seedMarkers.name }).from(seedMarkers)).map((m) => m.name));
  if (!done.has(SEED_STEPS.accounts)) {
    await seedAccounts(db, DEMO_ACCOUNTS.filter((a) => !a.roles.includes('admin')));
    await db.insert(seedMarkers).values({ name: SEED_STEPS.accounts }).onConflictDoNothing();
  }
  if (!done.has(SEED_STEPS.memberships)) {
    await seedMemberships(db, options.now ?? new Date());
    await db.insert(seedMarkers).values({ name: SEED_STEPS.memberships }).onConflictDoNothing();
  }
  if (!done.has(SEED_STEPS.settings)) {
    // Part 2 §3 Settings keys: prices and capacities an operator may change later (kept if changed).
    await db.insert(settings).values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value }))).onConflictDoNothing();
    await db.insert(seedMarkers).values({ name: SEED_STEPS.settings }).onConflictDoNothing();
  }
  if (options.storage && !done.has(SEED_STEPS.catalog)) {
    await seedCatalog(db, { storage: options.storage, now: options.now });
    await seedActivity(db, { now: options.now });
    await db.insert(seedMarkers).values({ name: SEED_STEPS.catalog }).onConflictDoNothing();
  }
  // After the catalogue and its activity (it is dated before them): a year of sales, trade-ins, boosts and views.
  if (options.storage && !done.has(SEED_STEPS.history)) {
    await seedHistory(db, { now: options.now });
    await db.insert(seedMarkers).values({ name: SEED_STEPS.history }).onConflictDoNothing();
  }
  // After the catalogue's buyers: who follows and likes whom among the demo accounts.
  if (options.storage && !done.has(SEED_STEPS.follows)) {
    await seedFollows(db, { now: options.now });
    await db.insert(seedMarkers).values({ name: SEED_STEPS.follows }).onConflictDoNothing();
  }
  // Last, so every other seeded row keeps the id it had before the administrator existed.
  if (!done.has(SEED_STEPS.admin)) {
    await seedAccounts(db, DEMO_ACCOUNTS.filter((a) => a.roles.includes('admin')));
    await db.insert(seedMarkers).values({ name: SEED_STEPS.admin }).onConflictDoNothing();
  }
}

async function seedAccounts(db: Db, accounts: DemoAccount[]): Promise<void> {
  await db.insert(companies).values([...DEMO_COMPANIES]).onConflictDoNothing({ target: companies.slug });
  const companyIds = new Map(
    (await db.select({ id: companies.id, slug: companies.slug }).from(companies)).map((c) => [c.slug, c.id]),
  );
  for (const account of accounts) {
    const [existing] = await db.select({ id: users.id }).from(users)
      .where(eq(sql`lower(${users.userName})`, account.userName));
    if (existing) continue;
    await db.insert(users).values({
      userName: account.userName,
      email: account.email,
      fullName: account.fullName,
      roles: account.roles,
      companyId: account.company ? companyIds.get(account.company)! : null,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    }).onConflictDoNothing();
  }
}
