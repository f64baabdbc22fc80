import type { ChildProcess } from 'node:child_process';

/**
 * Stops a bench's server process: SIGTERM for a graceful close, SIGKILL if it is still there after 5 s.
 * With `group` (a child spawned `detached`, such as tsx and the server it runs as its own child), the whole
 * process group is signalled, and this resolves once no process of it is left.
 */
export async function stopChild(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (!group) {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    return;
  }
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, name);
      return true;
    } catch {
      return false; // ESRCH: the group is gone
    }
  };
  signal('SIGTERM');
  for (let waited = 0; signal(0); waited += 100) {
    if (waited === 5000) signal('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}
