import type { Context } from 'hono';
import { whenReplied } from '../../http/after-reply';

/** Runs `task` once the reply has been written (as the provider sends its webhook after the redirect). */
export function afterResponse(c: Context, task: () => Promise<void>): void {
  void whenReplied(c).then(task);
}
