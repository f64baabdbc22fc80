import type pg from 'pg';

export type NotificationHandler = (payload: string) => void;

/** Payload handed to every handler when notifications may have been missed (a lost connection). */
export const MISSED_NOTIFICATIONS = '*';

/**
 * PostgreSQL LISTEN on one dedicated connection (a pooled one could be handed to someone else).
 * Connects on the first `listen`. If the connection drops, it reconnects and tells every handler
 * that notifications may have been missed, so caches start afresh instead of serving stale data.
 */
export class PgListener {
  private handlers = new Map<string, Set<NotificationHandler>>();
  private client?: Promise<pg.Client>;
  private closed = false;

  constructor(private readonly connect: () => Promise<pg.Client>) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => void> {
    // A connection that could not be had (PostgreSQL away) is tried afresh by the next call.
    const client = await (this.client ??= this.open().catch((error: unknown) => { this.client = undefined; throw error; }));
    if (!this.handlers.has(channel)) {
      this.handlers.set(channel, new Set());
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    }
    this.handlers.get(channel)!.add(handler);
    return () => this.handlers.get(channel)?.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => {});
  }

  private async open(): Promise<pg.Client> {
    const client = await this.connect();
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    const lost = () => {
      if (this.closed) return;
      this.client = undefined;
      for (const channel of this.handlers.keys()) this.deliver(channel, MISSED_NOTIFICATIONS);
      void this.resubscribe();
    };
    client.on('error', lost);
    client.on('end', lost);
    return client;
  }

  private async resubscribe(delayMs = 250): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (this.closed) return;
    try {
      const client = await (this.client ??= this.open());
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      this.client = undefined;
      // At most 1 s apart: once PostgreSQL is back, live events follow within a second or so.
      void this.resubscribe(Math.min(delayMs * 2, 1000));
    }
  }

  private deliver(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }
}
