// Fails when a physical-direction Tailwind class appears in the client source.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { physicalClasses } from './physical-classes';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(tsx?|css|html)$/.test(name) && !/\.test\./.test(name)) yield path;
  }
}

const problems = [...files('src'), 'index.html'].flatMap((file) => physicalClasses(readFileSync(file, 'utf8')).map((p) => `${file}:${p.line}: ${p.cls}`));
if (problems.length) {
  console.error(`physical-direction classes (use ms-/me-/ps-/pe-/start-/end-/text-start/text-end):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('styles: logical properties only');
