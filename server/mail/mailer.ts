import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { OutboxMailer } from './outbox-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer that keeps what it sent, readable through /dev/mail (development and tests). */
export interface MailOutbox {
  /** Newest first. */
  list(): Promise<OutboxEntry[]>;
  read(file: string): Promise<(OutboxEntry & { html?: string; eml?: string }) | undefined>;
}
export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

export const hasOutbox = (mailer: Mailer): mailer is Mailer & MailOutbox =>
  typeof (mailer as Partial<MailOutbox>).list === 'function';

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
