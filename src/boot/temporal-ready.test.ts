import { describe, expect, it } from 'vitest';
import { temporalReady } from './temporal-ready';

// Node 20–24 has no Temporal of its own, like a browser that needs the polyfill (native-temporal.ts).
describe('temporalReady', () => {
  it.skipIf('Temporal' in globalThis)('installs the polyfill as the global where there is no Temporal, and leaves one that is there', async () => {
    await temporalReady();
    const installed = (globalThis as { Temporal?: { PlainDate: { from(s: string): { add(d: object): { toString(): string } } } } }).Temporal;
    expect(installed?.PlainDate.from('2026-02-28').add({ days: 1 }).toString()).toBe('2026-03-01');
    await temporalReady();
    expect((globalThis as { Temporal?: unknown }).Temporal).toBe(installed);
  });
});
