import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { decodedPath } from '../http/request-path';
import type { Storage } from '../storage/storage';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };
/** Only public image folders (profile pictures are public, as profiles are): storage also holds private files (join-request PDFs). */
const PUBLIC = /^\/uploads\/((?:products|categories|avatars)\/[\w-]+\.(?:jpe?g|png|webp))$/;

/**
 * Product and category images from storage. Their names never change content, so they cache for a
 * year. The extension was chosen by the server from the bytes it re-encoded, so the type is the real
 * one (and nosniff holds the browser to it); anything else under /uploads is a 404, not the client page.
 */
export function uploadRoutes(storage: Storage) {
  const routes = new Hono<AppEnv>();
  routes.get('/uploads/*', async (c) => {
    const match = PUBLIC.exec(decodedPath(c));
    if (!match) throw notFound();
    const headers = { 'content-type': TYPES[path.extname(match[1]).toLowerCase()], 'cache-control': 'public, max-age=31536000, immutable' };
    // Streamed from the folder or the bucket where the storage can (S3: not held whole in memory).
    if (storage.open) {
      const opened = await storage.open(match[1]);
      if (!opened) throw notFound();
      return c.body(opened.stream, 200, { ...headers, ...(opened.size !== undefined && { 'content-length': String(opened.size) }) });
    }
    const bytes = await storage.get(match[1]);
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return routes;
}
