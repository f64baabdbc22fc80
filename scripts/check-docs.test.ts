import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docProblems, issueNumbers, unknownCommands } from './check-docs-text';

describe('document check', () => {
  it('refuses issue numbers, load readings, run timestamps and who built it', () => {
    const text = [
      'Caps (issue 36), per process.',
      'See Issue #12 and issues 3.',
      'p95 43 ms (2026-11-25, load 9.0).',
      'A run at load average 7–14.',
      'Measured 2026-11-25 19:45 on main.',
      'Other helpers were running.',
    ].join('\n');
    expect(docProblems(text).map((p) => [p.line, p.why])).toEqual([
      [1, 'names an issue number'],
      [2, 'names an issue number'],
      [3, 'gives a machine load reading'],
      [4, 'gives a machine load reading'],
      [5, 'stamps a run with a date and time'],
      [6, 'names how the work was organised'],
    ]);
  });
  it('refuses an issue number in a source comment or a test name, and only that there', () => {
    const source = [
      '// Issue 31 item 12: photos are previewed first.',
      "it('keeps the caption (issue 31.12)', () => {",
      '// A run at load 9.0, by other helpers: not a source rule.',
    ].join('\n');
    expect(issueNumbers(source).map((p) => p.line)).toEqual([1, 2]);
  });
  it('lets the product speak of its own words', () => {
    const text = [
      '`npm run bench -- pglite-load`: the real server under 200 connections.',
      'A sign-in session ends after 30 days; the payload holds a load of rows.',
      'Measured on 2026-11-28 on a 2-core machine: p95 12 ms.',
      'The issue date of an invoice; `IssueDate` in MyFatoorah.',
      'tests/e2e/support/ holds the helpers of the specs.',
    ].join('\n');
    expect(docProblems(text)).toEqual([]);
  });
  it('refuses an npm command package.json does not have', () => {
    expect(unknownCommands('`npm run bench -- api`, then `npm run flows`.', { bench: 'tsx scripts/bench.ts' }).map((p) => p.text)).toEqual(['npm run flows']);
  });
  it('holds for README.md, server/README.md and docs/', () => {
    const files = ['README.md', 'server/README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...docProblems(text), ...unknownCommands(text, scripts)].map((p) => `${file}:${p.line} ${p.why} ${p.text}`);
    });
    expect(found).toEqual([]);
  });
});
