// The bench's side of the event stream: many SSE connections over node:http (one socket each, no
// pooling), each handing its parsed events to a listener with the moment they were read.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LiveEvent } from '../../src/api/schemas/events';

export type EventListener = (userId: number, event: LiveEvent, at: number) => void;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A JSON request to the server (keep-alive pool, separate from the streams); retries a 503 (PGlite's admission). */
export async function api(base: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  for (let attempt = 0; ; attempt++) {
    const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${base}${path}`, {
        method, agent,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => { text += chunk; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
    if (reply.status === 503 && attempt < 20) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    return { status: reply.status, data: reply.text ? JSON.parse(reply.text) : undefined };
  }
}

/** One open stream; `close` ends its socket. */
export interface Stream {
  close(): void;
}

class Refused extends Error {}

/**
 * Opens `userId`'s stream (a ticket, then GET /api/events) and resolves once the server's `: open` line came.
 * A 503 (PGlite's admission, while hundreds open at once on a loaded machine) is tried again with a new
 * ticket, as a browser's EventSource reconnects.
 */
export async function openStream(base: string, userId: number, token: string, listener: EventListener): Promise<Stream> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await openStreamOnce(base, userId, token, listener);
    } catch (error) {
      if (!(error instanceof Refused) || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function openStreamOnce(base: string, userId: number, token: string, listener: EventListener): Promise<Stream> {
  const ticket = await api(base, 'POST', '/api/events/ticket', token);
  if (ticket.status !== 200) throw new Error(`ticket for ${userId}: ${ticket.status} ${JSON.stringify(ticket.data)}`);
  const { ticket: value } = ticket.data as { ticket: string };
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/events?ticket=${value}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new (res.statusCode === 503 ? Refused : Error)(`stream for ${userId}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': open')) resolve({ close: () => req.destroy() });
          const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (data) listener(userId, JSON.parse(data) as LiveEvent, at);
        }
      });
    });
    req.on('error', (error) => reject(error));
  });
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function inParallel<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  }));
}
