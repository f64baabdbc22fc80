import type { Db } from '../db';
import { notify } from './notifications';

type Executor = Pick<Db, 'insert'>;

/**
 * Part 1 §3 welcome (type 3): the first notification of a new account, in the same transaction as the
 * account, so nobody is welcomed to an account that was not kept. The company's name fills the text.
 */
export async function welcome(tx: Executor, who: { userId: number; role: 'company' | 'employee'; company: string; senderId?: number; now: Date }) {
  await notify(tx, {
    userId: who.userId, type: 3, senderId: who.senderId ?? null, createdAt: who.now,
    title: 'server.notification-welcome-title', body: `server.notification-welcome-${who.role}-body`, vars: { company: who.company },
  });
}
