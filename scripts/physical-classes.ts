// Physical-direction Tailwind classes break Arabic: only logical ones (ms-, pe-, start-, text-start…).
const VARIANTS = String.raw`(?<![\w-])(?:[\w-]+:)*`;
const NEEDS_VALUE = String.raw`-?(?:ml|mr|pl|pr|left|right|scroll-m[lr]|scroll-p[lr])-[\w./[\]-]+`;
const VALUE_OPTIONAL = String.raw`(?:rounded-[lr]|rounded-[tb][lr]|border-[lr])(?:-[\w./[\]-]+)?(?![\w-])`;
const WHOLE = String.raw`(?:text-left|text-right|float-left|float-right|clear-left|clear-right)(?![\w-])`;
const PHYSICAL = new RegExp(`${VARIANTS}(?:${NEEDS_VALUE}|${VALUE_OPTIONAL}|${WHOLE})`, 'g');

/** The physical classes found in one source text, with their line numbers. */
export function physicalClasses(source: string): Array<{ line: number; cls: string }> {
  const found: Array<{ line: number; cls: string }> = [];
  source.split('\n').forEach((text, i) => {
    // Only look inside string literals, where class names live.
    for (const literal of text.match(/(["'`])(?:\\.|(?!\1).)*\1/g) ?? []) {
      for (const cls of literal.match(PHYSICAL) ?? []) found.push({ line: i + 1, cls });
    }
  });
  return found;
}
