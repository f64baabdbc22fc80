// What the product's own documents must not say: they speak of the product, not of how it was built.
// Used by scripts/check-docs.ts (in `npm run lint`) and its test.

export interface DocProblem {
  line: number;
  text: string;
  why: string;
}

const RULES: { pattern: RegExp; why: string }[] = [
  // "issue 34", "Issue #12", "issues 3 and 4": the tracker's numbers mean nothing to a reader of the product.
  { pattern: /\bissues?\s*#?\d+/i, why: 'names an issue number' },
  // A machine's load reading ("load 9.0", "load average 7–14", "at load 10"): a figure of one run, not of the product.
  { pattern: /\bload(?:\s+average)?(?:\s+of)?\s+\d+(?:[.,]\d+)?\b/i, why: 'gives a machine load reading' },
  // A date with a time of day ("2026-11-25 19:45"): a run's timestamp; history is in git.
  { pattern: /\b\d{4}-\d{2}-\d{2}[ T,]+\d{1,2}:\d{2}\b/, why: 'stamps a run with a date and time' },
  // Who built it: "other helpers", "helper H3", "this session".
  { pattern: /\b(?:other\s+helpers|helper\s+H?\d+|this\s+session|the\s+session's\s+runs?)\b/i, why: 'names how the work was organised' },
];

/** Each line of a Markdown text that breaks one of the rules, with the reason. */
export function docProblems(text: string): DocProblem[] {
  const problems: DocProblem[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const rule of RULES) {
      const match = rule.pattern.exec(lineText);
      if (match) problems.push({ line: index + 1, text: match[0], why: rule.why });
    }
  });
  return problems;
}

/** Each line of a source file that names an issue number (the one rule source comments and test names share). */
export function issueNumbers(text: string): DocProblem[] {
  return docProblems(text).filter((p) => p.why === RULES[0].why);
}

/** Each `npm run <name>` the text names that is not a script of package.json. */
export function unknownCommands(text: string, scripts: Record<string, string>): DocProblem[] {
  const problems: DocProblem[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/\bnpm run ([\w:-]+)/g)) {
      if (!(match[1] in scripts)) problems.push({ line: index + 1, text: match[0], why: 'names a command package.json does not have' });
    }
  });
  return problems;
}
