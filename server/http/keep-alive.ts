import type { Server } from 'node:http';

/**
 * Node's clients (its global agent, fetch, Playwright's request fixture) drop an idle keep-alive socket
 * after 5 s, which is also a Node server's default. A request sent on a socket the server was closing
 * that very instant was reset (ECONNRESET). The server waits longer than its clients, so they close first.
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

export function outlastClientKeepAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  // Node asks headersTimeout to exceed keepAliveTimeout, or a reused socket can time out mid-headers.
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
}
