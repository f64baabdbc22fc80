// Replies asked for before a screen opens (its drawer item hovered or focused), kept a few seconds
// for the screen's own first call to take instead of asking again. Each is taken once; any write
// (a call other than GET, an upload) drops them all, so a screen never shows a page older than it.

/** Long enough to cover a hover before the click, short enough that no page is shown stale. */
export const PREFETCH_TTL_MS = 5_000;

type Early = { at: number; reply: Promise<unknown> };
const early = new Map<string, Early>();

const fresh = (entry: Early | undefined): entry is Early => entry !== undefined && Date.now() - entry.at < PREFETCH_TTL_MS;

/** Starts `load` unless a fresh reply of `key` is already kept or on its way. */
export function prefetchOnce(key: string, load: () => Promise<unknown>): void {
  if (fresh(early.get(key))) return;
  const reply = load();
  // A failed prefetch is forgotten: the screen's own call then asks (and reports) as usual.
  reply.catch(() => { if (early.get(key)?.reply === reply) early.delete(key); });
  early.set(key, { at: Date.now(), reply });
}

/** The kept reply of `key` (taken: a second call asks the server), or `load()` when none is fresh or it failed. */
export function earlyOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = early.get(key);
  early.delete(key);
  return fresh(entry) ? (entry.reply as Promise<T>).catch(() => load()) : load();
}

/** Every kept reply goes: something was written. */
export function dropPrefetched(): void {
  early.clear();
}
