import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** A real Node process with the server's logger and these handlers, ending by `failure`. */
function run(failure: string) {
  const script = `
    import { createLogger } from './logger.ts';
    import { logProcessFailures } from './process-failures.ts';
    logProcessFailures(createLogger('error'));
    setTimeout(() => console.log('still running'), 2000);
    ${failure}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: here, encoding: 'utf8', timeout: 60_000 });
  const lines = child.stderr.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, string>);
  return { code: child.status, lines, stdout: child.stdout };
}

describe('process failures', () => {
  it('an unhandled rejection is logged as an error line and still ends the process with code 1', () => {
    const { code, lines, stdout } = run(`Promise.reject(new Error('lost promise'));`);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'unhandled rejection', err: expect.stringContaining('Error: lost promise') })]);
    expect(code).toBe(1);
    expect(stdout).not.toContain('still running');
  });

  it('an uncaught exception is logged as an error line and still crashes the process', () => {
    const { code, lines, stdout } = run(`setImmediate(() => { throw new Error('thrown in a callback'); });`);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'uncaught exception', origin: 'uncaughtException', err: expect.stringContaining('Error: thrown in a callback') })]);
    expect(code).toBe(1);
    expect(stdout).not.toContain('still running');
  });
});
