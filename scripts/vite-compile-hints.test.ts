import { describe, expect, it } from 'vitest';
import { compileHints, EAGER_MAX_BYTES } from './vite-compile-hints';

type Hook = { handler: (options: unknown, bundle: Record<string, unknown>) => void };

describe('compile hints', () => {
  it('marks each chunk for eager compilation at its very start, except the largest chunks and other files', () => {
    const small = { type: 'chunk', code: 'const __vite__mapDeps=(i)=>i;export{}' };
    const large = { type: 'chunk', code: 'x'.repeat(EAGER_MAX_BYTES + 1) };
    const style = { type: 'asset', source: 'a{}' };
    (compileHints().generateBundle as unknown as Hook).handler({}, { small, large, style });
    expect(small.code).toBe(`//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;export{}`);
    expect(large.code.startsWith('//')).toBe(false);
    expect(style).toEqual({ type: 'asset', source: 'a{}' });
  });
});
