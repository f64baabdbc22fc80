// What no default path may print: a raw fils amount, an ISO timestamp or epoch time, one of the app's
// message keys, a cut-off object. Used by scripts/paths.test.ts.
import { messageOfKey, type WordedPath } from './paths-format';

const RAW_FILS = /\b(price|amount|cost|total|spent|revenue|balance|fee|fils)\b:?\s+(?!KWD)−?\d+(?!\.\d{3}\b)(?![\d.])/i;
const ISO = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EPOCH = /\b1\d{12}\b/;
const CUT_OBJECT = /,\s*…|\{…\}|\(…\)/;
/** A number standing for a kind (`type 2`, `status 1`): the tester needs its meaning. */
const CODE = /\b(type|status|service type|kind)\s+\d+\b/i;
const KEYS = /\b[a-z][\w-]*[.:][\w-]+(?:\.[\w-]+)*/g;

/** Each text of the paths that breaks a rule, with the rule. */
export function pathProblems(paths: WordedPath[]): string[] {
  const texts = paths.flatMap((p) => [p.given ?? '', p.start, ...p.steps.flatMap((s) => [s.event, s.state])]);
  const problems: string[] = [];
  for (const text of texts) {
    if (RAW_FILS.test(text)) problems.push(`raw fils: ${text}`);
    if (ISO.test(text) || EPOCH.test(text)) problems.push(`machine time: ${text}`);
    if (CODE.test(text)) problems.push(`internal code: ${text}`);
    if (CUT_OBJECT.test(text)) problems.push(`cut-off object: ${text}`);
    for (const key of text.match(KEYS) ?? []) if (messageOfKey(key) !== undefined) problems.push(`message key ${key}: ${text}`);
  }
  return [...new Set(problems)];
}
