// What sends mail, as the services see it. The mailers themselves: create-mailer.ts (SMTP or the
// outbox folder) and memory-mailer.ts (tests).

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
