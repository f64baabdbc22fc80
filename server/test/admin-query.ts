import pg from 'pg';

/** A PostgreSQL statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `base` with its database swapped for `name`. */
export function databaseUrlOf(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
