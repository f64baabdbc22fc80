// Fails when README.md, server/README.md or a file of docs/ names an issue number, a machine's load
// reading or a run's date and time, or an `npm run` command package.json does not have, or when a source
// file's comment or test name gives an issue number (scripts/check-docs-text.ts says why each is refused).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { docProblems, issueNumbers, unknownCommands } from './check-docs-text';

function* filesOf(dir: string, wanted: (name: string) => boolean): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesOf(path, wanted);
    else if (wanted(name)) yield path;
  }
}
const markdown = (dir: string) => filesOf(dir, (name) => name.endsWith('.md'));
// This checker's own files quote what it refuses.
const quoting = (path: string) => path.includes('check-docs');
const sources = ['src', 'server', 'tests', 'scripts'].filter((dir) => existsSync(dir))
  .flatMap((dir) => [...filesOf(dir, (name) => /\.(tsx?|css|sql)$/.test(name))]).filter((path) => !quoting(path));

const files = ['README.md', 'server/README.md', ...(existsSync('docs') ? markdown('docs') : [])].filter((f) => existsSync(f));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const problems = files.flatMap((file) => [...docProblems(readFileSync(file, 'utf8')), ...unknownCommands(readFileSync(file, 'utf8'), scripts)].map((p) => `${file}:${p.line}: ${p.why}: "${p.text}"`));
problems.push(...sources.flatMap((file) => issueNumbers(readFileSync(file, 'utf8')).map((p) => `${file}:${p.line}: ${p.why}: "${p.text}"`)));
if (problems.length) {
  console.error(`the documents speak of the product, not of how it was built (history is in git):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`documents: ${files.length} files without issue numbers, load readings or run timestamps; their npm commands exist; ${sources.length} source files without issue numbers`);
