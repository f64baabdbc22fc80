import { expect } from '@playwright/test';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import { E2E_OUTBOX_DIR } from './env';

/**
 * The newest mail to `to`, read from the server's outbox folder on disk: the test runs on the same
 * machine, as a developer reading their mail would. (No reset code is ever served over HTTP.)
 */
export async function latestMailTo(to: string): Promise<{ subject: string; text: string }> {
  const outbox = new OutboxMailer(E2E_OUTBOX_DIR, '');
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    found = (await outbox.list()).find((m) => m.to.includes(to));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 5_000 });
  return found!;
}
