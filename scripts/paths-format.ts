// How `npm run paths` words a machine's test paths for QA: events as what happened (times as
// durations, outputs summarised, failures named by kind), states as where the flow is, and the
// same steps as text, JSON, CSV or Gherkin scenarios. Money reads as KWD with three decimals, times
// as dates in words (Kuwait), the app's message keys as the English text the user sees.
import type { EventObject } from 'xstate';

/** `signedOut.locked` → `signed out › locked`; parallel regions joined with “and”. */
export function stateInWords(key: string): string {
  return key.split('|').map((part) => part.split('.').map(words).join(' › ')).join(' and ');
}

/** `verifySelf` → `verify self`, `LOGIN_SUBMITTED` → `login submitted`. */
export function words(name: string): string {
  return name.replace(/[_-]/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 180000 → `3 min`, 1500 → `1.5 s`, 90000 → `1 min 30 s`. */
export function durationInWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return `${seconds} s`;
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean).join(' ');
}

const STATUS_WORDS: Record<number, string> = {
  400: 'server says the request is malformed',
  401: 'server says the credentials are wrong or the session is over',
  403: 'server says this is not allowed',
  404: 'server says it does not exist',
  409: 'server says someone else changed it first',
  422: 'server refuses the input',
  429: 'server says too many attempts',
  500: 'server error',
  503: 'server unavailable',
};

/** A failed call in words: the kind of failure, the server's own message, how long to wait. */
export function errorInWords(error: unknown): string {
  const e = error as { response?: { status?: number }; data?: { message?: unknown; retryAfter?: unknown }; status?: number; body?: { message?: unknown }; message?: unknown } | null;
  const status = e?.response?.status ?? e?.status;
  const body = e?.data ?? e?.body;
  if (typeof status === 'number') {
    const kind = STATUS_WORDS[status] ?? (status >= 500 ? 'server error' : 'server refuses');
    const said = typeof body?.message === 'string' ? `: “${body.message}”` : '';
    const retry = typeof (body as { retryAfter?: unknown })?.retryAfter === 'number' ? `, try again in ${durationInWords((body as { retryAfter: number }).retryAfter * 1000)}` : '';
    return `${kind} (${status}${retry})${said}`;
  }
  if (e && e.constructor?.name === 'FetchError') return 'no answer from the server (network down)';
  return typeof e?.message === 'string' && e.message ? `error “${e.message}”` : 'no answer (network down)';
}

const NAME_FIELDS = ['message', 'name', 'productName', 'fullName', 'userName', 'fileName', 'slug', 'option', 'title'];
const SECRET = /password|token|secret/i;
/** Keys whose integer values are money in fils (the app's unit inside). */
const MONEY = /price|amount|fils|cost|total|spent|revenue|balance|fee/i;
/** Epoch milliseconds from 2001 to 2286: nothing else in a model is a number this size. */
const isEpochMs = (n: number) => Number.isInteger(n) && n >= 1e12 && n < 1e13;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

const KUWAIT = 'Asia/Kuwait';
const dayWords = new Intl.DateTimeFormat('en-GB', { timeZone: KUWAIT, day: 'numeric', month: 'long', year: 'numeric' });
const timeWords = new Intl.DateTimeFormat('en-GB', { timeZone: KUWAIT, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const monthWords = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** A moment in words, Kuwait time: `15 January 2026, 09:00`. */
export function timeInWordsAt(ms: number): string {
  return timeWords.format(ms);
}

/** 70000 fils → `KWD 70.000`. */
export function moneyInWords(fils: number): string {
  const sign = fils < 0 ? '−' : '';
  return `KWD ${sign}${(Math.abs(fils) / 1000).toFixed(3)}`;
}

/** The English locale's texts by key (`errors.no-response`, `validation:required`), read once. */
let english: Map<string, string> | undefined;
function englishTexts(): Map<string, string> {
  if (english) return english;
  english = new Map();
  const dir = 'src/locales/en';
  const add = (ns: string, prefix: string, value: unknown) => {
    if (typeof value === 'string') {
      english!.set(`${ns}:${prefix}`, value);
      if (!english!.has(prefix)) english!.set(prefix, value);
      if (!english!.has(`${ns}.${prefix}`)) english!.set(`${ns}.${prefix}`, value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(ns, prefix ? `${prefix}.${k}` : k, v);
    }
  };
  for (const [ns, texts] of Object.entries(englishNamespaces ?? englishFromFiles(dir))) add(ns, '', texts);
  return english;
}

/** The English namespaces given by a caller without a file system (the Flows page's worker bundles them). */
let englishNamespaces: Record<string, unknown> | undefined;
export function setEnglishNamespaces(namespaces: Record<string, unknown>) {
  englishNamespaces = namespaces;
  english = undefined;
}

/** Read from the source tree under Node (no static import of node:fs, so a browser bundle can take this module). */
function englishFromFiles(dir: string): Record<string, unknown> {
  const fs = process.getBuiltinModule('node:fs');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'))]));
}

/** The English text of one of the app's message keys, if `text` is one. */
export function messageOfKey(text: string): string | undefined {
  if (!/^[a-z][\w-]*([.:][\w-]+)+$/.test(text)) return undefined;
  return englishTexts().get(text);
}

/** What the spec's numeric codes stand for, by the field that carries them (part 2 §3 paymentForType; a request's status). */
const CODES: Record<string, Record<number, string>> = {
  paymentForType: { 1: 'a banner', 2: 'a membership', 3: 'a boost', 4: 'an ad refresh', 5: 'a flash sale', 6: 'a membership renewal', 9: 'a promo offer' },
  itemType: { 1: 'a banner', 2: 'a membership', 3: 'a boost', 4: 'an ad refresh', 5: 'a flash sale', 6: 'a membership renewal', 9: 'a promo offer' },
  status: { 1: 'waiting for a decision', 2: 'accepted', 3: 'rejected' },
};

/** A value as a tester reads it: money in KWD, times in words, keys as their text, lists counted, objects by name, secrets hidden. */
export function valueInWords(value: unknown, key = ''): string {
  if (SECRET.test(key) && typeof value === 'string') return value ? '••••' : '(empty)';
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') {
    if (value.trim() === '') return '(empty)';
    const message = messageOfKey(value);
    if (message !== undefined) return `“${message}”`;
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return timeInWordsAt(Date.parse(value));
    if (ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))) return dayWords.format(Date.parse(`${value}T12:00:00+03:00`));
    if (ISO_MONTH.test(value) && !Number.isNaN(Date.parse(`${value}-01`))) return monthWords.format(Date.parse(`${value}-01T00:00:00Z`));
    return `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`;
  }
  if (typeof value === 'number') {
    if (isEpochMs(value)) return timeInWordsAt(value);
    const code = CODES[key]?.[value];
    if (code) return code;
    if (MONEY.test(key) && Number.isInteger(value)) return moneyInWords(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `a file of ${value.size} bytes`;
  if (value instanceof Date) return timeInWordsAt(value.getTime());
  const record = value as Record<string, unknown>;
  if (record instanceof Error || 'response' in record || ('status' in record && ('data' in record || 'body' in record))) return errorInWords(record);
  const named = NAME_FIELDS.find((f) => typeof record[f] === 'string' || typeof record[f] === 'number');
  if (named) return `${named === 'message' ? '' : `${words(named)} `}${valueInWords(record[named], named)}`.trim();
  return objectInWords(record);
}

/** Every field of an object in words; a nested object without a name by its fields too, in brackets. */
function objectInWords(record: Record<string, unknown>, depth = 0): string {
  const parts = Object.entries(record)
    .filter(([, v]) => typeof v !== 'function')
    .map(([k, v]) => {
      const nested = v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !NAME_FIELDS.some((f) => f in (v as object)) && !('response' in (v as object));
      return `${words(k)} ${nested && depth < 2 ? `(${objectInWords(v as Record<string, unknown>, depth + 1)})` : valueInWords(v, k)}`;
    });
  return parts.length ? parts.join(', ') : 'nothing';
}

/** The model's input as the set-up a tester needs before the first step. */
export function inputInWords(input: unknown): string {
  if (input === undefined || input === null) return 'nothing set up beforehand';
  if (typeof input !== 'object' || Array.isArray(input)) return valueInWords(input);
  return objectInWords(input as Record<string, unknown>);
}

/** An event's data for an automation: its fields as JSON (errors as status and message, secrets hidden, files by size). */
export function eventData(event: EventObject | Record<string, unknown> | undefined): unknown {
  if (event === undefined) return null;
  const plain = (value: unknown, key: string): unknown => {
    if (SECRET.test(key) && typeof value === 'string') return value ? '••••' : '';
    if (value === null || value === undefined || typeof value !== 'object') return typeof value === 'function' ? undefined : value ?? null;
    if (typeof Blob !== 'undefined' && value instanceof Blob) return { file: (value as File).name ?? null, bytes: value.size };
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map((v) => plain(v, ''));
    const e = value as { response?: { status?: number }; data?: { message?: unknown } };
    if (value instanceof Error || e.response) return { error: errorInWords(value), status: e.response?.status ?? null };
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'type' || key !== '').map(([k, v]) => [k, plain(v, k)]).filter(([, v]) => v !== undefined));
  };
  return plain(event, '');
}

/** What the model knows when it words an event: the delays' lengths and the context before it. */
export type EventWording = { delayMs?: (name: string) => number | undefined; context?: Record<string, unknown> };

/** One event in words, e.g. `log in fails: server says too many attempts (429, try again in 2 min)`. */
export function eventInWords(event: EventObject, wording: EventWording = {}): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return payload.output === undefined ? `${words(done[1])} succeeds` : `${words(done[1])} succeeds: ${valueInWords(payload.output)}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (failed) return `${words(failed[1])} fails: ${errorInWords(payload.error)}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) {
    const ms = /^\d+$/.test(after[1]) ? Number(after[1]) : wording.delayMs?.(after[1]);
    return ms === undefined ? `${words(after[1])}: time passes` : `${durationInWords(ms)} pass (${words(after[1])})`;
  }
  const shown = Object.entries(payload).map(([k, v]) => timeInWords(k, v, wording.context) ?? `${words(k)} ${valueInWords(v, k)}`);
  return shown.length ? `${words(type)}: ${shown.join(', ')}` : words(type);
}

/** A clock reading (`now`) as the time left to a deadline in the context (`expiresAt`, `lockedUntil`). */
function timeInWords(key: string, value: unknown, context?: Record<string, unknown>): string | undefined {
  if (key !== 'now' || typeof value !== 'number') return undefined;
  const deadline = Object.entries(context ?? {}).find(([k, v]) => /At$|Until$/.test(k) && typeof v === 'number' && v >= value);
  if (!deadline) return undefined;
  const left = (deadline[1] as number) - value;
  return left === 0 ? `at ${words(deadline[0])} (none left)` : `${durationInWords(left)} before ${words(deadline[0])}`;
}

/** The parallel regions of a state key (`a.x|b.y` → region `a` is `a.x`, region `b` is `b.y`). */
function regionsOf(key: string): Map<string, string> {
  const parts = key.split('|');
  if (parts.length === 1) return new Map([['', key]]);
  const split = parts.map((p) => p.split('.'));
  let common = 0;
  while (split.every((p) => p.length > common + 1 && p[common] === split[0][common])) common++;
  return new Map(parts.map((p, i) => [split[i].slice(0, common + 1).join('.'), p]));
}

/** Where the flow is after a hop, in words: only the parallel regions that changed (all of them when the regions themselves changed). */
export function changedRegions(before: string, after: string): string {
  const was = regionsOf(before);
  const now = regionsOf(after);
  const sameRegions = was.size === now.size && [...now.keys()].every((k) => was.has(k));
  if (!sameRegions || now.size === 1) return stateInWords(after);
  const changed = [...now.entries()].filter(([region, key]) => was.get(region) !== key).map(([, key]) => key);
  return changed.length ? stateInWords(changed.join('|')) : 'nothing changes';
}

/** One step: the event in words and what the tester sees after it (`state`), with the event's type, the state's key and the event's data for automations. */
export type Step = { event: string; state: string; type?: string; stateKey?: string; data?: unknown };
/** A path: its name when the model names it, the set-up (`given`), where it starts and its steps. */
export type WordedPath = { name?: string; given?: string; start: string; startKey?: string; input?: unknown; steps: Step[] };

export function asText(machine: string, paths: WordedPath[], note: string): string {
  const out = [`${machine}: ${note}`];
  paths.forEach((path, i) => {
    out.push('', `Path ${i + 1} of ${paths.length}${path.name ? `: ${path.name}` : ''}`);
    if (path.given) out.push(`  Given: ${path.given}`);
    out.push(`  1. Start: ${path.start}`);
    path.steps.forEach((step, j) => out.push(`  ${j + 2}. ${step.event} → ${step.state}`));
  });
  return out.join('\n');
}

export const asJson = (machine: string, paths: WordedPath[]) =>
  JSON.stringify({ machine, paths: paths.map((p, i) => ({ id: i + 1, ...p })) }, null, 2);

const csvCell = (value: string | number) => (/[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
/** CSV for a spreadsheet: a byte-order mark first (Excel then reads UTF-8), one row a step. */
export function asCsv(paths: WordedPath[]): string {
  const rows = [['path', 'name', 'step', 'given / event', 'then the tester sees', 'event type', 'state key']];
  paths.forEach((p, i) => {
    rows.push([String(i + 1), p.name ?? '', '0', p.given ? `given ${p.given}` : 'start', p.start, '', p.startKey ?? '']);
    p.steps.forEach((s, j) => rows.push([String(i + 1), p.name ?? '', String(j + 1), s.event, s.state, s.type ?? '', s.stateKey ?? '']));
  });
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Gherkin scenarios: Given the set-up and the start, then When each event, Then what the tester sees. */
export function asGherkin(machine: string, paths: WordedPath[]): string {
  const out = [`Feature: ${words(machine)}`, `  The ${words(machine)} statechart, one scenario per test path.`];
  paths.forEach((p, i) => {
    const end = p.steps.at(-1)?.state ?? p.start;
    const title = p.name ?? (p.steps.length ? `${p.steps.at(-1)!.event} → ${end}` : `starts in ${end}`);
    out.push('', `  Scenario: ${i + 1}. ${title}`);
    if (p.given) out.push(`    Given ${p.given}`, `    And the ${words(machine)} is in ${p.start}`);
    else out.push(`    Given the ${words(machine)} is in ${p.start}`);
    p.steps.forEach((s) => out.push(`    When ${s.event}`, `    Then the tester sees ${s.state}`));
  });
  return `${out.join('\n')}\n`;
}
