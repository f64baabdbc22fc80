// Which files a machine's mutants run in, and where: the test environment a file asks for (its
// driver), whether the spec's numbers can see the machine at all, and the order machines start in.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The environment a test file asks for in its docblock (`// @vitest-environment jsdom`), else node. */
export const environmentOf = (source: string): string => /@vitest-environment\s+([\w-]+)/.exec(source)?.[1] ?? 'node';

/** The driver of an environment (src/machines/test/mutate-driver*.ts). */
export function driverFor(environment: string): string {
  if (environment === 'node') return resolve('src/machines/test/mutate-driver.ts');
  if (environment === 'jsdom') return resolve('src/machines/test/mutate-driver.jsdom.ts');
  throw new Error(`no mutation driver for the ${environment} environment`);
}

/** Test files grouped by environment, node first (the order the runner tries them in). */
export function byEnvironment(files: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const environment = environmentOf(read(file));
    groups.set(environment, [...(groups.get(environment) ?? []), file]);
  }
  return [...groups].sort(([a], [b]) => Number(b === 'node') - Number(a === 'node'));
}

/** The relative modules a source names (imports, re-exports, dynamic imports; type-only ones too). */
export const relativeImports = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);

const asFile = (path: string, exists: (p: string) => boolean) =>
  [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((p) => exists(p) && /\.tsx?$/.test(p));

/**
 * Whether `target` is loaded by any of `files`, following relative imports from file to file. A mutant
 * of a machine that the spec's numbers never load cannot fail them, so they are not run for it.
 */
export function reaches(files: readonly string[], target: string, read: (file: string) => string = (f) => readFileSync(f, 'utf8'), exists: (p: string) => boolean = existsSync): boolean {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (file === target) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of relativeImports(read(file))) {
      const next = asFile(resolve(dirname(file), spec), exists);
      if (next) queue.push(next);
    }
  }
  return false;
}

/** Machines with the most mutants first, so the two jobs of `--all` do not end on a long one alone. */
export const longestFirst = (counts: Record<string, number>): string[] =>
  Object.keys(counts).sort((a, b) => counts[b] - counts[a] || a.localeCompare(b));
