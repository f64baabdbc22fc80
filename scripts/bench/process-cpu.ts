import { readFile } from 'node:fs/promises';

// The kernel counts a process's CPU time in clock ticks (USER_HZ, 100 a second on Linux).
const TICK_MS = 10;

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc/<pid>/stat. Read around a
 * load run, it gives the server's own cost per request, which other work on the machine moves far
 * less than it moves requests per second.
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
