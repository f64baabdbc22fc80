// `npm run paths -- <machine>`: every test path of a machine as readable steps, for QA.
// Without a name it lists the machines that have a model.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelPaths, replay, stateKey, type ModelSpec } from '../src/machines/test/model';

const ROOT = 'src/machines';

function modelFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of readdirSync(ROOT)) {
    const file = join(ROOT, dir, `${dir}.model.ts`);
    if (existsSync(file)) out[dir] = file;
  }
  return out;
}

export function describeEvent(event: { type: string; [k: string]: unknown }): string {
  const { type, ...payload } = event;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  const name = done ? `${done[1]} succeeds` : error ? `${error[1]} fails` : after ? `${after[1]} time passes` : type.toLowerCase().replace(/_/g, ' ');
  const shown = Object.entries(payload).filter(([k]) => k !== 'error').map(([k, v]) => `${k}=${JSON.stringify(v)?.slice(0, 60)}`);
  return shown.length ? `${name} (${shown.join(', ')})` : name;
}

async function main() {
  const files = modelFiles();
  const name = process.argv[2];
  if (!name || !files[name]) {
    console.log(`machines with a model: ${Object.keys(files).sort().join(', ')}`);
    console.log('usage: npm run paths -- <machine>');
    process.exit(name ? 1 : 0);
  }
  const mod = (await import(pathToFileURL(join(process.cwd(), files[name])).href)) as Record<string, unknown>;
  const spec = Object.values(mod).find((v): v is ModelSpec<never> => !!v && typeof v === 'object' && 'machine' in v && 'events' in v);
  if (!spec) throw new Error(`${files[name]} exports no { machine, events }`);
  const full = { ...spec, states: {} } as ModelSpec<never>;
  const paths = modelPaths(full);
  paths.forEach((path, i) => {
    const snapshots = replay(full, path);
    console.log(`\nPath ${i + 1} of ${paths.length}`);
    console.log(`  1. Start: ${stateKey(snapshots[0])}`);
    path.events.forEach((event, j) => console.log(`  ${j + 2}. ${describeEvent(event as never)} → ${stateKey(snapshots[j + 1])}`));
  });
}

await main();
