import type pg from 'pg';

/** Distinct statements kept prepared; past this, new texts run unnamed (parsed and planned each time). */
const MAX_NAMED = 500;

/**
 * Gives every distinct SQL text the pool runs a statement name, so that each connection parses and
 * plans it once and afterwards only binds and executes (a list page's planning cost more than its
 * execution). Drizzle sends values as parameters, so the texts are few: one per query shape.
 */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as { text?: unknown; name?: unknown } | null;
    if (c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined) {
      let name = names.get(c.text);
      if (!name && names.size < MAX_NAMED) names.set(c.text, (name = `s${names.size + 1}`));
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
  return pool;
}
