// The paths QA reads: the spec's named scenarios are in every default set, and no default path of any
// machine prints a raw fils amount, a machine time, one of the app's message keys, an internal code or a
// cut-off object (scripts/paths-audit.ts).
import { describe, expect, it } from 'vitest';
import { modelFiles, wordedPaths as walkPaths } from './paths';
import { pathProblems } from './paths-audit';

/** Each machine's default paths, walked once for both groups of tests (the wizard's take a minute on a busy machine). */
const walked = new Map<string, ReturnType<typeof walkPaths>>();
const wordedPaths = (name: string) => walked.get(name) ?? walked.set(name, walkPaths(name)).get(name)!;
const SLOW = 300_000;

describe('the spec’s scenarios are in the default paths', () => {
  it('five wrong passwords lock sign-in for 3 minutes', async () => {
    const { paths } = await wordedPaths('session');
    const lock = paths.find((p) => p.name?.startsWith('Five wrong passwords'));
    expect(lock?.steps.filter((s) => s.event.includes('(401)'))).toHaveLength(5);
    expect(lock?.steps.at(-2)?.stateKey).toBe('signedOut.locked');
    expect(lock?.steps.at(-1)).toMatchObject({ event: '3 min pass (lock expired)', stateKey: 'signedOut.editing' });
  }, SLOW);
  it('a reset code expires 5 minutes after it was sent', async () => {
    const { paths } = await wordedPaths('reset');
    const expiry = paths.find((p) => p.name?.startsWith('The reset code expires'));
    expect(expiry?.given).toContain('expires at 15 January 2026 at 12:05, now 15 January 2026 at 12:00');
    expect(expiry?.steps.at(-1)?.stateKey).toBe('expired');
  }, SLOW);
  it('a new product goes through all 7 steps and is saved', async () => {
    const { paths } = await wordedPaths('product-wizard');
    const walk = paths.find((p) => p.name?.startsWith('A new product through all 7 steps'));
    const steps = new Set(walk?.steps.map((s) => s.stateKey));
    for (const step of ['editing.choosingCategory.browsing', 'editing.describing', 'editing.detailing', 'editing.finishingDetails', 'editing.choosingSaleOrBarter', 'editing.addingPhotos', 'editing.reviewing']) {
      expect(steps, step).toContain(step);
    }
    expect(walk?.steps.at(-1)?.stateKey).toBe('saved');
  }, SLOW);
});

describe('every machine’s default paths read as a tester reads them', () => {
  for (const name of Object.keys(modelFiles()).sort()) {
    it(name, async () => {
      const { paths } = await wordedPaths(name);
      expect(paths.length).toBeGreaterThan(0);
      expect(pathProblems(paths)).toEqual([]);
    }, SLOW);
  }
});
