import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedOnce } from '../../db/prepared';
import { companies } from '../../db/schema';
import type { SessionUser } from '../../http/context';

// The products list's ETag (issue 35): a repeat read of a page that has not changed is a 304 after
// one short statement instead of the page's query. The tag holds
// - the company's list version, which migration 0022's triggers move in the writing transaction when a
//   product of the company, its images or offers, a seller's name or a category changes;
// - when it was given: a running offer that began or ended since then changes the row's flags and its
//   offers, so a revalidation also asks whether an offer of the company crossed a boundary meanwhile;
// - a hash of who asks and what: the user (canEdit/canDelete are the caller's), their role and company,
//   the company listed and the query. Another user, role or company never matches another's tag.

const p = sql.placeholder;

/** The company's list version ('0' before any product write since migration 0022). */
const versionText = sql<string>`coalesce((select v.version from product_list_versions v where v.company_id = ${companies.id}), 0)::text`;

const versionQuery = (db: Db) => preparedOnce(db, 'product_list_version', (name) => db
  .select({ version: versionText }).from(companies).where(eq(companies.id, p('companyId'))).prepare(name));

/**
 * The version, and whether an offer of the company began or ended in (since, now]. Sent as text with
 * its values (drizzle's prepared form bound the select list's placeholders wrongly here).
 */
async function revalidate(db: Db, companyId: number, since: Date, now: Date) {
  const result = await db.execute(sql`select coalesce((select v.version from product_list_versions v where v.company_id = ${companyId}), 0)::text as version,
    exists(select 1 from offers o where o.company_id = ${companyId} and (
      (o.from_date > ${since.toISOString()}::timestamptz and o.from_date <= ${now.toISOString()}::timestamptz)
      or (o.to_date > ${since.toISOString()}::timestamptz and o.to_date <= ${now.toISOString()}::timestamptz))) as crossed`);
  return (result as unknown as { rows: { version: string; crossed: boolean }[] }).rows[0];
}

/** Who asks and for what page: the part of the tag that keeps users, roles, companies and queries apart. */
function askerKey(user: SessionUser, companyId: number, search: string): string {
  return createHash('sha256').update(JSON.stringify([user.id, user.roles[0], user.companyId, companyId, search]))
    .digest('base64url').slice(0, 22);
}

const format = (version: string, since: number, key: string) => `W/"pl.${version}.${since}.${key}"`;
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
    if (!m || m[3] !== key || Number(m[2]) > now.getTime()) continue;
    const row = await revalidate(db, companyId, new Date(Number(m[2])), now);
    if (row && row.version === m[1] && !row.crossed) return { notModified: true, etag: format(m[1], Number(m[2]), key) };
    break;
  }
  const [row] = await versionQuery(db).execute({ companyId });
  return { notModified: false, etag: format(row?.version ?? '0', now.getTime(), key) };
}
