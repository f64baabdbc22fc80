// The two yardsticks `npm run bench -- api` compares the real routes with, each run as its own
// process so that the load generator does not share its event loop:
//   hello <port>               node:http answering a fixed JSON body: the HTTP ceiling of this machine;
//   bare <port> <file> <url>   a bare Hono route per real route, replaying the exact SQL that route sent
//                              (recorded by the bench) as prepared statements through the same `pg` driver.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

export interface RecordedRoute {
  /** The route's path as the bench calls it, e.g. `/api/users/self`. */
  path: string;
  statements: { text: string; values: unknown[]; rowMode?: 'array' }[];
}

const [kind, portText, file, databaseUrl] = process.argv.slice(2);
const port = Number(portText);

if (kind === 'hello') {
  const body = JSON.stringify({ ok: true });
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, '127.0.0.1', () => console.log('ready'));
} else if (kind === 'bare') {
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RecordedRoute[];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Hono();
  routes.forEach((route, r) => {
    app.get(`/bare${route.path.split('?')[0]}`, async (c) => {
      const results = [];
      for (const [s, statement] of route.statements.entries()) {
        const config = { name: `r${r}s${s}`, text: statement.text, values: statement.values, ...(statement.rowMode ? { rowMode: statement.rowMode } : {}) };
        const { rows } = await pool.query(config as pg.QueryConfig);
        results.push(rows);
      }
      return c.json(results);
    });
  });
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
} else {
  console.error('usage: api-targets.ts hello <port> | bare <port> <routes.json> <databaseUrl>');
  process.exit(2);
}
