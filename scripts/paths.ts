// `npm run paths -- <machine> [--all] [--format text|json|csv|gherkin]`: the test paths of a
// machine as steps a tester can follow. By default the shortest paths that together reach every
// state and take every guarded branch; `--all` prints every path the model test walks.
// Without a name it lists the machines that have a model.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, EventObject } from 'xstate';
import { modelPaths, replayPath, stateKey, type ModelPath, type ModelSpec } from '../src/machines/test/model';
import { asCsv, asGherkin, asJson, asText, eventInWords, stateInWords, type WordedPath } from './paths-format';

const ROOT = 'src/machines';
const FORMATS = ['text', 'json', 'csv', 'gherkin'] as const;
type Format = (typeof FORMATS)[number];

function modelFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of readdirSync(ROOT)) {
    const file = join(ROOT, dir, `${dir}.model.ts`);
    if (existsSync(file)) out[dir] = file;
  }
  return out;
}

type Walked = { path: ModelPath; worded: WordedPath; reaches: string[] };

/** Replays a path and words it: each event with where it led (the states passed on the way too). */
function walk(spec: ModelSpec<AnyStateMachine>, path: ModelPath): Walked {
  const { snapshots, routes, stepBranches } = replayPath(spec, path);
  const delays = (spec.machine.implementations.delays ?? {}) as Record<string, unknown>;
  const steps = path.events.map((event: EventObject, i) => {
    const before = snapshots[i];
    const delayMs = (name: string) => {
      const delay = delays[name];
      if (typeof delay === 'number') return delay;
      if (typeof delay === 'function') return Math.round((delay as (a: object) => number)({ context: before.context, event }) / 1000) * 1000;
      return undefined;
    };
    const route = routes[i + 1].length ? routes[i + 1] : [stateKey(snapshots[i + 1])];
    return { event: eventInWords(event, { delayMs, context: before.context as Record<string, unknown> }), state: route.map(stateInWords).join(' → ') };
  });
  const reaches = [...routes.flat(), ...stepBranches.flat()];
  return { path, worded: { start: stateInWords(stateKey(snapshots[0])), steps }, reaches };
}

/** The fewest shortest paths that reach every state and take every branch any path takes; none a prefix of another. */
export function covering(walked: Walked[]): Walked[] {
  const byLength = [...walked].sort((a, b) => a.path.events.length - b.path.events.length);
  const chosen = new Set<Walked>();
  const covered = new Set<string>();
  for (const w of byLength) {
    if (w.reaches.some((r) => !covered.has(r))) chosen.add(w);
    for (const r of w.reaches) covered.add(r);
  }
  const list = [...chosen];
  const key = (w: Walked) => JSON.stringify([w.path.input, w.path.events]);
  const isPrefix = (a: Walked, b: Walked) => a !== b && JSON.stringify(a.path.input) === JSON.stringify(b.path.input)
    && a.path.events.length < b.path.events.length && key(b).startsWith(key(a).slice(0, -2));
  return list.filter((a) => !list.some((b) => isPrefix(a, b)));
}

async function main() {
  const args = process.argv.slice(2);
  const files = modelFiles();
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--format');
  const formatAt = args.indexOf('--format');
  const format = (formatAt >= 0 ? args[formatAt + 1] : 'text') as Format;
  if (!name || !files[name] || !FORMATS.includes(format)) {
    console.log(`machines with a model: ${Object.keys(files).sort().join(', ')}`);
    console.log('usage: npm run paths -- <machine> [--all] [--format text|json|csv|gherkin]');
    process.exit(name ? 1 : 0);
  }
  const mod = (await import(pathToFileURL(resolve(files[name])).href)) as Record<string, unknown>;
  const found = Object.values(mod).find((v): v is ModelSpec<AnyStateMachine> => !!v && typeof v === 'object' && 'machine' in v && 'events' in v);
  if (!found) throw new Error(`${files[name]} exports no { machine, events }`);
  const spec = { ...found, states: {} };
  // Times read against the model's own clock, so a lock reads 3 min whatever the date is today.
  if (spec.clock !== undefined) Date.now = () => spec.clock!;
  const walked = modelPaths(spec).map((path) => walk(spec, path));
  const all = args.includes('--all');
  const shown = all ? walked : covering(walked);
  const note = all
    ? `all ${walked.length} paths the model test walks`
    : `${shown.length} shortest paths reach every state and take every branch (the model test walks ${walked.length}; --all prints them)`;
  const worded = shown.map((w) => w.worded);
  if (format === 'json') console.log(asJson(name, worded));
  else if (format === 'csv') process.stdout.write(asCsv(worded));
  else if (format === 'gherkin') process.stdout.write(`# ${note}\n${asGherkin(name, worded)}`);
  else console.log(asText(name, worded, note));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
