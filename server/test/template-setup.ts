// Vitest's global set-up for the server suites' database templates (template.ts builds them on demand).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery } from './admin-query';

/** Where this run keeps its templates, and the name of the PostgreSQL one. */
export type Templates = { dir: string; postgres: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: Templates;
  }
}

/** A folder and a name for this run's templates; removes both when the run ends. */
export default async function setup(project: TestProject) {
  const templates: Templates = {
    dir: await mkdtemp(path.join(tmpdir(), 'souqdesk-templates-')),
    postgres: `souqdesk_tpl_${randomBytes(6).toString('hex')}`,
  };
  project.provide('dbTemplates', templates);
  return async () => {
    const base = process.env.DATABASE_URL;
    if (base) await adminQuery(base, `DROP DATABASE IF EXISTS ${templates.postgres} WITH (FORCE)`);
    await rm(templates.dir, { recursive: true, force: true });
  };
}
