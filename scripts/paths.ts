// `npm run paths -- <machine> [--all] [--format text|json|csv|gherkin]`: the test paths of a
// machine as steps a tester can follow. By default the scenarios the model file names in the spec's
// words, then the shortest paths that together reach every state and take every guarded branch;
// `--all` prints every path the model test walks. Without a name it lists the machines that have a model.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { asCsv, asGherkin, asJson, asText, type WordedPath } from './paths-format';
import { modelOfModule, pathsInWords, type Loaded } from './paths-walk';

export { covering, scenarioPath, type ModelScenario } from './paths-walk';

const ROOT = 'src/machines';
const FORMATS = ['text', 'json', 'csv', 'gherkin'] as const;
type Format = (typeof FORMATS)[number];

export function modelFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of readdirSync(ROOT)) {
    const file = join(ROOT, dir, `${dir}.model.ts`);
    if (existsSync(file)) out[dir] = file;
  }
  return out;
}

export async function loadModel(name: string): Promise<Loaded> {
  const file = modelFiles()[name];
  if (!file) throw new Error(`no model for ${name}`);
  return modelOfModule((await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>, file);
}

/** A machine's paths in words: its named scenarios and the covering set, or (`all`) every path the model test walks. */
export async function wordedPaths(name: string, options: { all?: boolean } = {}): Promise<{ note: string; paths: WordedPath[] }> {
  return pathsInWords(await loadModel(name), options);
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
  const { note, paths } = await wordedPaths(name, { all: args.includes('--all') });
  if (format === 'json') console.log(asJson(name, paths));
  else if (format === 'csv') process.stdout.write(asCsv(paths));
  else if (format === 'gherkin') process.stdout.write(`# ${note}\n${asGherkin(name, paths)}`);
  else console.log(asText(name, paths, note));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
