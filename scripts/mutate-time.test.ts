import { describe, expect, it } from 'vitest';
import { LIMIT_FLOOR, mutantTimeLimit } from './mutate-time';

describe("a mutant's time limit", () => {
  it('is ten times the slowest test as written that has no limit of its own; the model walk with its own limit does not count', () => {
    expect(mutantTimeLimit([{ duration: 900, timeout: 60_000 }, { duration: 1_200.4, timeout: 60_000 }, { duration: 40_000, timeout: 180_000 }], 60_000)).toBe(12_004);
  });

  it('is 5 s at least, for quick tests, and never more than the limit as written', () => {
    expect(mutantTimeLimit([{ duration: 12, timeout: 60_000 }], 60_000)).toBe(LIMIT_FLOOR);
    expect(mutantTimeLimit([{ duration: 9_000, timeout: undefined }], 60_000)).toBe(60_000);
  });

  it('is the limit as written when every test has one of its own', () => {
    expect(mutantTimeLimit([{ duration: 3_800, timeout: 180_000 }], 60_000)).toBeUndefined();
    expect(mutantTimeLimit([], 60_000)).toBeUndefined();
  });
});
