import type { Logger } from './logger';

const pending = new Set<Promise<void>>();

/**
 * Runs `task` without making the caller wait for it: work whose duration would tell the caller
 * something (mailing a reset code only to existing accounts). Failures are logged.
 */
export function afterReply(logger: Logger, what: string, fields: Record<string, unknown>, task: () => Promise<void>): void {
  const run: Promise<void> = Promise.resolve()
    .then(task)
    .catch((err) => logger.error(`${what} failed`, { ...fields, err: String(err) }))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished: shutdown and tests. */
export async function afterRepliesSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
