// Fails when README.md, server/README.md or a file of docs/ names an issue number, a machine's load
// reading or a run's date and time, or an `npm run` command package.json does not have
// (scripts/check-docs-text.ts says why each is refused).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { docProblems, unknownCommands } from './check-docs-text';

function* markdown(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* markdown(path);
    else if (name.endsWith('.md')) yield path;
  }
}

const files = ['README.md', 'server/README.md', ...(existsSync('docs') ? markdown('docs') : [])].filter((f) => existsSync(f));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const problems = files.flatMap((file) => [...docProblems(readFileSync(file, 'utf8')), ...unknownCommands(readFileSync(file, 'utf8'), scripts)].map((p) => `${file}:${p.line}: ${p.why}: "${p.text}"`));
if (problems.length) {
  console.error(`the documents speak of the product, not of how it was built (history is in git):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`documents: ${files.length} files without issue numbers, load readings or run timestamps; their npm commands exist`);
