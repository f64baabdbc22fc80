import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { outlastClientKeepAlive, SERVER_KEEP_ALIVE_MS } from './keep-alive';

describe('keep-alive', () => {
  it('the server keeps an idle socket longer than Node clients do, so a client never reuses one being closed', () => {
    const server = http.createServer();
    outlastClientKeepAlive(server);
    // Node 19+ gives its global agent a 5 s socket timeout (`options` is not in @types/node).
    const clientIdle = (http.globalAgent as http.Agent & { options: { timeout?: number } }).options.timeout;
    expect(clientIdle).toBeDefined();
    expect(server.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(clientIdle!);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
