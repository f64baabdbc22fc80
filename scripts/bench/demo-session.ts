import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import type { AuthRecord } from '../../src/api/schemas/auth';

/**
 * Signs the first demo account in through the API of the server at `origin` and returns the auth record
 * as the app stores it (the reply's text), for a bench to put in local storage before a signed-in page loads.
 */
export async function demoAuthRecord(origin: string): Promise<string> {
  const login = DEMO_ACCOUNTS[0].userName;
  const reply = await fetch(`${origin}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!reply.ok) throw new Error(`signing in as ${login}: ${reply.status}`);
  return reply.text();
}

/** The record's account role, as the app's boot writes it in the signed-in frame's cookie. */
export const recordRole = (record: string) => (JSON.parse(record) as AuthRecord).user.roles[0];
