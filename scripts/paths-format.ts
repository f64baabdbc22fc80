// How `npm run paths` words a machine's test paths for QA: events as what happened (times as
// durations, outputs summarised, failures named by kind), states as where the flow is, and the
// same steps as text, JSON, CSV or Gherkin scenarios.
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
const SECRET = /password|token/i;

/** A value as a tester reads it: lists counted, objects by their name, secrets hidden, long text cut. */
export function valueInWords(value: unknown, key = ''): string {
  if (SECRET.test(key) && typeof value === 'string') return value ? '••••' : '(empty)';
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value.trim() === '' ? '(empty)' : `“${value.length > 40 ? `${value.slice(0, 39)}…` : value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `a file of ${value.size} bytes`;
  if (typeof File !== 'undefined' && value instanceof File) return `file ${value.name}`;
  const record = value as Record<string, unknown>;
  const named = NAME_FIELDS.find((f) => typeof record[f] === 'string' || typeof record[f] === 'number');
  if (named) return `${named === 'message' ? '' : `${words(named)} `}${valueInWords(record[named], named)}`.trim();
  return objectInWords(record);
}

function objectInWords(record: Record<string, unknown>): string {
  const parts = Object.entries(record).slice(0, 4).map(([k, v]) => `${words(k)}: ${valueInWords(v, k)}`);
  return parts.join(', ') + (Object.keys(record).length > 4 ? ', …' : '');
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

export type Step = { event: string; state: string };
export type WordedPath = { start: string; steps: Step[] };

export function asText(machine: string, paths: WordedPath[], note: string): string {
  const out = [`${machine}: ${note}`];
  paths.forEach((path, i) => {
    out.push('', `Path ${i + 1} of ${paths.length}`, `  1. Start: ${path.start}`);
    path.steps.forEach((step, j) => out.push(`  ${j + 2}. ${step.event} → ${step.state}`));
  });
  return out.join('\n');
}

export const asJson = (machine: string, paths: WordedPath[]) =>
  JSON.stringify({ machine, paths: paths.map((p, i) => ({ id: i + 1, ...p })) }, null, 2);

const csvCell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
export function asCsv(paths: WordedPath[]): string {
  const rows = [['path', 'step', 'event', 'state']];
  paths.forEach((p, i) => {
    rows.push([String(i + 1), '0', 'start', p.start]);
    p.steps.forEach((s, j) => rows.push([String(i + 1), String(j + 1), s.event, s.state]));
  });
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Gherkin scenarios: Given the start, then When each event, Then where the flow is. */
export function asGherkin(machine: string, paths: WordedPath[]): string {
  const out = [`Feature: ${words(machine)}`, `  The ${words(machine)} statechart, one scenario per test path.`];
  paths.forEach((p, i) => {
    const end = p.steps.at(-1)?.state ?? p.start;
    out.push('', `  Scenario: ${i + 1}. ${p.steps.length ? `${p.steps.at(-1)!.event} → ${end}` : `starts in ${end}`}`);
    out.push(`    Given the ${words(machine)} is in ${p.start}`);
    p.steps.forEach((s) => out.push(`    When ${s.event}`, `    Then it is in ${s.state}`));
  });
  return `${out.join('\n')}\n`;
}
