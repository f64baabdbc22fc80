import type { MailMessage, Mailer, MailOutbox, OutboxEntry } from './mailer';

/** Keeps messages in memory: tests read them, and /dev/mail lists them like the outbox folder. */
export class MemoryMailer implements Mailer, MailOutbox {
  readonly sent: (MailMessage & { file: string; date: string })[] = [];
  private seq = 0;

  async send(message: MailMessage) {
    this.sent.push({ ...message, file: `${String(++this.seq).padStart(6, '0')}.eml`, date: new Date().toISOString() });
  }

  async list(): Promise<OutboxEntry[]> {
    return [...this.sent].reverse().map(({ file, to, subject, date, text }) => ({ file, to, subject, date, text }));
  }

  async read(file: string) {
    return this.sent.find((m) => m.file === file);
  }

  /** Messages sent to one address, oldest first. */
  to(address: string) {
    return this.sent.filter((m) => m.to === address);
  }
}
