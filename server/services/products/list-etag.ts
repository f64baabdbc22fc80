import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedOnce } from '../../db/prepared';
import { companies } from '../../db/schema';
import type { SessionUser } from '../../http/context';

// The products list's ETag: a repeat read of a page that has not changed is a 304 after
// one primary-key read instead of the page's query. The tag holds
// - the company's list version, which migration 0022's triggers move in the writing transaction when a
//   product of the company, its images or offers, a seller's name or a category changes;
// - until when it holds without a write: the company's next offer boundary (an offer beginning or
//   ending changes a row's isBoosted, hasPromoOffer and offers), 0 when no offer is running or to come;
// - a hash of who asks and what: the user (canEdit/canDelete are the caller's), their role and company,
//   the company listed and the query. Another user, role or company never matches another's tag.

const p = sql.placeholder;

/** The company's list version ('0' before any product write since migration 0022). */
const versionText = sql<string>`coalesce((select v.version from product_list_versions v where v.company_id = ${companies.id}), 0)::text`;

/** The revalidation's one statement, prepared: the version alone. */
const versionQuery = (db: Db) => preparedOnce(db, 'product_list_version', (name) => db
  .select({ version: versionText }).from(companies).where(eq(companies.id, p('companyId'))).prepare(name));

/** For a fresh page: the version and the company's next offer boundary after `now` (ms, or 0 for none). */
async function versionAndNextBoundary(db: Db, companyId: number, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`select coalesce((select v.version from product_list_versions v where v.company_id = ${companyId}), 0)::text as version,
    coalesce((select (extract(epoch from min(case when o.from_date > ${at}::timestamptz then o.from_date else o.to_date end)) * 1000)::bigint
      from offers o where o.company_id = ${companyId} and o.to_date > ${at}::timestamptz), 0)::text as next`);
  return (result as unknown as { rows: { version: string; next: string }[] }).rows[0];
}

/** Who asks and for what page: the part of the tag that keeps users, roles, companies and queries apart. */
function askerKey(user: SessionUser, companyId: number, search: string): string {
  return createHash('sha256').update(JSON.stringify([user.id, user.roles[0], user.companyId, companyId, search]))
    .digest('base64url').slice(0, 22);
}

const format = (version: string, next: string, key: string) => `W/"pl.${version}.${next}.${key}"`;
const TAG = /^(?:W\/)?"pl\.(\d+)\.(\d+)\.([\w-]+)"$/;

/**
 * For a page of `companyId`'s list asked by `user` (already known to be a member) with the query
 * string `search`: `notModified` with the tag to send back when the client's If-None-Match still
 * holds, else the tag the fresh page goes out with (read before the page, so it is never newer than it).
 */
export async function listTag(db: Db, user: SessionUser, companyId: number, search: string, ifNoneMatch: string | undefined, now: Date) {
  const key = askerKey(user, companyId, search);
  for (const candidate of (ifNoneMatch ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = TAG.exec(candidate);
    // Another caller's or query's tag, or one whose next offer boundary has passed: a fresh page.
    if (!m || m[3] !== key || (m[2] !== '0' && Number(m[2]) <= now.getTime())) continue;
    const [row] = await versionQuery(db).execute({ companyId });
    if (row && row.version === m[1]) return { notModified: true, etag: candidate.startsWith('W/') ? candidate : `W/${candidate}` };
    break;
  }
  const row = await versionAndNextBoundary(db, companyId, now);
  return { notModified: false, etag: format(row?.version ?? '0', row?.next ?? '0', key) };
}
