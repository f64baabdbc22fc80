import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer, MailOutbox, OutboxEntry } from './mailer';

const SAFE_FILE = /^[\w.-]+\.eml$/;

/**
 * Writes each message as a real .eml (what SMTP would have carried) plus a small .json beside it,
 * so /dev/mail can list messages without parsing MIME. File names sort by time.
 */
export class OutboxMailer implements Mailer, MailOutbox {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly dir: string, private readonly from: string) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    const info = await this.transport.sendMail({ from: this.from, date, ...message });
    const file = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, file), info.message as Buffer);
    const meta = { file, to: message.to, subject: message.subject, date: date.toISOString(), text: message.text, html: message.html };
    await writeFile(path.join(this.dir, file.replace(/\.eml$/, '.json')), JSON.stringify(meta));
  }

  async list(): Promise<OutboxEntry[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const metas = names.filter((n) => n.endsWith('.json')).sort().reverse();
    const entries = await Promise.all(metas.map((n) => readFile(path.join(this.dir, n), 'utf8').then(JSON.parse)));
    return entries.map(({ file, to, subject, date, text }) => ({ file, to, subject, date, text }));
  }

  async read(file: string) {
    if (!SAFE_FILE.test(file)) return undefined;
    const meta = await readFile(path.join(this.dir, file.replace(/\.eml$/, '.json')), 'utf8').then(JSON.parse, () => undefined);
    if (!meta) return undefined;
    const eml = await readFile(path.join(this.dir, file), 'utf8');
    return { ...meta, eml };
  }
}
