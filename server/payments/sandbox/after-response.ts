import type { Context } from 'hono';
import { settleLater, whenReplied } from '../../http/after-reply';

/**
 * Runs `task` once the reply has been written (as the provider sends its webhook after the redirect);
 * shutdown and tests wait for it (afterRepliesSettled).
 */
export function afterResponse(c: Context, task: () => Promise<void>): void {
  settleLater(whenReplied(c).then(task));
}
