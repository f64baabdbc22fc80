import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const pending = new Set<Promise<void>>();

/** Resolves once the reply has been written to the socket (or on the next turn when there is none: app.request). */
export function whenReplied(c: Context): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return new Promise<void>((resolve) => {
    if (outgoing && !outgoing.writableFinished) {
      outgoing.once('finish', () => resolve());
      outgoing.once('close', () => resolve());
    } else {
      setImmediate(resolve);
    }
  });
}

/**
 * Runs `task` once the reply has gone out (the socket write finished; without a socket, on the next
 * turn): work whose duration would tell the caller something, such as mailing a reset code only to
 * existing accounts. Failures are logged with the request id.
 */
export function afterReply(c: Context<AppEnv>, what: string, task: () => Promise<void>): void {
  const { logger } = c.get('deps');
  const reqId = c.get('reqId');
  const run: Promise<void> = whenReplied(c)
    .then(task)
    .catch((err) => logger.error(`${what} failed`, { reqId, err: String(err) }))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Counts a task started elsewhere (the sandbox's webhook after its redirect) among those afterRepliesSettled waits for. */
export function settleLater(task: Promise<unknown>): void {
  const run: Promise<void> = task.then(() => undefined, () => undefined).finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished: shutdown and tests. */
export async function afterRepliesSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
