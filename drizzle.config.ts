import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL (`npm run db:generate`), committed, and applied on start by server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
