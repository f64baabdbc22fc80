// Replies asked for before a screen opens (its drawer item hovered or focused), kept a few seconds
// for the screen's own first call to take instead of asking again. Each is taken once; any write
// (a call other than GET, an upload) drops them all, so a screen never shows a page older than it.
// Replies carry localized names: a reply is kept under the language it was asked in, and a screen
// opened after the seller switched language asks again.

/** Long enough to cover a hover before the click, short enough that no page is shown stale. */
export const PREFETCH_TTL_MS = 5_000;

type Early = { at: number; reply: Promise<unknown> };
const early = new Map<string, Early>();

/** The language requests are sent in (the API client's, set by it); replies are kept per language. */
let language: () => string = () => '';
export function keepPrefetchesPerLanguage(current: () => string): void {
  language = current;
}
const keyOf = (name: string) => `${language()} ${name}`;

const fresh = (entry: Early | undefined): entry is Early => entry !== undefined && Date.now() - entry.at < PREFETCH_TTL_MS;

/** Starts `load` unless a fresh reply of `name` (in the current language) is already kept or on its way. */
export function prefetchOnce(name: string, load: () => Promise<unknown>): void {
  const key = keyOf(name);
  if (fresh(early.get(key))) return;
  const reply = load();
  // A failed prefetch is forgotten: the screen's own call then asks (and reports) as usual.
  reply.catch(() => { if (early.get(key)?.reply === reply) early.delete(key); });
  early.set(key, { at: Date.now(), reply });
}

/** The kept reply of `name` in the current language (taken: a second call asks the server), or `load()` when none is fresh or it failed. */
export function earlyOr<T>(name: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(name);
  const entry = early.get(key);
  early.delete(key);
  return fresh(entry) ? (entry.reply as Promise<T>).catch(() => load()) : load();
}

/** Every kept reply goes: something was written. */
export function dropPrefetched(): void {
  early.clear();
}
