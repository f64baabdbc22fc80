// Boot's half of native-temporal.ts: the polyfill, as the global, only for a browser without Temporal.
/** Resolves once `globalThis.Temporal` exists; nothing is fetched where the browser has its own. */
export function temporalReady(): Promise<unknown> {
  return 'Temporal' in globalThis ? Promise.resolve() : import('temporal-polyfill/global');
}
