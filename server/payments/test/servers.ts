import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

// Real HTTP for the payment tests: an ephemeral port, closed after the file.

const bodyOf = (req: IncomingMessage) => new Promise<string>((resolve, reject) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  req.on('error', reject);
});

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status: number;
  /** Sent as JSON unless `text` is given. */
  json?: unknown;
  text?: string;
}

/** A provider of the test's own making: `answer` decides each reply; every request is kept. */
export async function fakeProvider(answer: (req: Received) => Reply) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      received.push(r);
      const reply = answer(r);
      res.statusCode = reply.status;
      res.setHeader('content-type', reply.text !== undefined ? 'text/html' : 'application/json; charset=utf-8');
      res.end(reply.text ?? JSON.stringify(reply.json));
    });
  });
  const url = await listen(server);
  return { url, received, close: () => close(server) };
}

/** Collects POSTs (the webhooks); `next()` resolves with the next one to arrive. */
export async function webhookReceiver(status = 200) {
  const queue: Received[] = [];
  const waiting: Array<(r: Received) => void> = [];
  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      res.statusCode = status;
      res.end();
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      const waiter = waiting.shift();
      if (waiter) waiter(r);
      else queue.push(r);
    });
  });
  const url = await listen(server);
  return {
    url,
    next: () => new Promise<Received>((resolve) => {
      const r = queue.shift();
      if (r) resolve(r);
      else waiting.push(resolve);
    }),
    pending: () => queue.length,
    close: () => close(server),
  };
}

/** Serves a Hono app built once the port is known (the app needs its own public URL). */
export async function serveApp(build: (origin: string) => Hono) {
  const holder: { app?: Hono } = {};
  const server = serve({ fetch: (req, env) => holder.app!.fetch(req, env), port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  holder.app = build(origin);
  return { origin, close: () => close(server) };
}

function listen(server: Server) {
  return new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function close(server: Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
