import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  if (!config.smtpUrl) return new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
