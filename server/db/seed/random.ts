/** A seeded generator (mulberry32): the demo data is the same on every machine and every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** `n` distinct items in their original order. */
    some: <T>(list: readonly T[], n: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(n, list.length)) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i]);
    },
  };
}
export type Random = ReturnType<typeof createRandom>;
