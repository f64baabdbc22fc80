// Fills a database with `total` products of the demo company, fast: INSERT … SELECT generate_series
// in chunks, one image per product and a promo offer on every tenth. Shared by PostgreSQL and PGlite.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db';

export interface FillTarget {
  companyId: number;
  sellerIds: number[];
  leafIds: number[];
}

const ints = (list: number[]) => sql.raw(`array[${list.map((n) => Math.trunc(n)).join(',')}]::int[]`);

export async function fillProducts(db: Db, target: FillTarget, total: number, chunk: number, onChunk?: (done: number) => boolean) {
  const end = sql.raw(String(total));
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    const range = sql`generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) g`;
    // Newest product is num = total; every three share a created_at, so ties are exercised.
    const ts = sql`(timestamptz '2026-11-01 00:00:00+00' - ((${end} - g) / 3) * interval '15 seconds')`;
    await db.execute(sql`
      insert into products (company_id, num, slug, name, price, sell_type, status, is_active, is_boosted, views,
        description, category_id, first_seller_id, created_at, updated_at, publish_at)
      select ${target.companyId}, g, 'bench-' || g,
        (array['iPhone 15 Pro', 'Toyota Land Cruiser', 'L-shaped sofa', 'PlayStation 5', 'Apartment in Salmiya', 'شاليه الخيران'])[1 + g % 6] || ' #' || g,
        1000 + (g::bigint * 7919) % 5000000,
        (array['sell', 'barter', 'sell/barter'])[1 + g % 3],
        case when g % 7 = 0 then 'unavailable' else 'available' end, g % 7 <> 0, g % 5 = 0, g % 997,
        '<p>Bench product</p>',
        (${ints(target.leafIds)})[1 + g % ${sql.raw(String(target.leafIds.length))}],
        (${ints(target.sellerIds)})[1 + g % ${sql.raw(String(target.sellerIds.length))}],
        ${ts}, ${ts}, ${ts}
      from ${range}`);
    await db.execute(sql`
      insert into product_images (product_id, name, url, thumbnail_url, position)
      select id, 'bench.jpg', '/uploads/products/seed-suvs.jpg', '/uploads/products/seed-suvs-thumb.webp', 0
      from products where company_id = ${target.companyId} and num between ${from} and ${to}`);
    await db.execute(sql`
      insert into offers (company_id, product_id, service_type, name, from_date, to_date, percent_value)
      select company_id, id, null, 'Promo', timestamptz '2026-01-01', timestamptz '2027-12-31', 10
      from products where company_id = ${target.companyId} and num between ${from} and ${to} and num % 10 = 0`);
    if (onChunk && !onChunk(to)) return to;
  }
  await db.execute(sql`analyze`);
  return total;
}
