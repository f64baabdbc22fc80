// The machines of src/machines, by the names the inspector shows for them, read from the folder so
// that a new machine is expected without anyone remembering to list it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MACHINES = join(import.meta.dirname, '../../../src/machines');
const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every .ts source under src/machines except tests and models (where factories are instantiated). */
function sources(): string[] {
  return readdirSync(MACHINES, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.ts') && !/\.(test|model)\.ts$/.test(p) && !p.startsWith('test'))
    .map((p) => readFileSync(join(MACHINES, p), 'utf8'));
}

/**
 * For each machine folder, the names that show it ran: its chart id (`id: 'productWizard'` in
 * product-wizard/product-wizard.machine.ts), or, for a factory such as createListMachine(id), every id
 * its users give it ('productRows', …).
 */
export function machineNames(): Array<{ folder: string; names: string[] }> {
  // A folder without `<folder>.machine.ts` holds a chart part, not a machine (form-submit: editing → sending → failed).
  const folders = readdirSync(MACHINES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'test' && existsSync(join(MACHINES, d.name, `${d.name}.machine.ts`)))
    .map((d) => d.name);
  return folders.map((folder) => {
    const source = readFileSync(join(MACHINES, folder, `${folder}.machine.ts`), 'utf8');
    if (source.includes(`id: '${camel(folder)}'`)) return { folder, names: [camel(folder)] };
    const factory = /export function (create\w+Machine)\b/.exec(source)?.[1];
    if (!factory) throw new Error(`${folder}.machine.ts names no chart id '${camel(folder)}' and exports no factory`);
    const calls = new RegExp(`${factory}(?:<[^>]*>)?\\('(\\w+)'\\)`, 'g');
    const names = sources().flatMap((s) => [...s.matchAll(calls)].map((m) => m[1]!));
    return { folder, names };
  });
}
