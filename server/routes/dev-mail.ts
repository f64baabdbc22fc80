import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { loopbackOnly } from '../http/loopback';
import { hasOutbox, type Mailer } from '../mail/mailer';

/**
 * Development only (`config.devMail`): the outbox as a page (/dev/mail), one message
 * (/dev/mail/:file, `?raw` for the .eml) and JSON (/dev/mail.json). It shows reset codes, so it
 * answers loopback clients only; everyone else gets a 404.
 */
export function devMailRoutes(mailer: Mailer) {
  const routes = new Hono<AppEnv>();
  if (!hasOutbox(mailer)) return routes;
  routes.use('*', loopbackOnly);

  routes.get('/mail.json', async (c) => c.json(await mailer.list()));

  routes.get('/mail', async (c) => {
    const rows = (await mailer.list()).map(
      (m) => html`<tr><td>${m.date}</td><td>${m.to}</td><td><a href="/dev/mail/${m.file}">${m.subject}</a></td></tr>`,
    );
    return c.html(html`<!doctype html><html><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:sans-serif;margin:2rem}td,th{padding:.3rem .8rem;text-align:start;border-bottom:1px solid #ddd}</style>
</head><body><h1>Outbox (${rows.length})</h1><table><tr><th>Time</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`);
  });

  routes.get('/mail/:file', async (c) => {
    const message = await mailer.read(c.req.param('file'));
    if (!message) throw notFound();
    if (c.req.query('raw') !== undefined && message.eml) return c.text(message.eml, 200, { 'content-type': 'message/rfc822' });
    const body = message.html ? raw(message.html) : html`<pre>${message.text}</pre>`;
    return c.html(html`<!doctype html><html><head><meta charset="utf-8"><title>${message.subject}</title></head>
<body style="font-family:sans-serif;margin:2rem"><p><a href="/dev/mail">← Outbox</a></p>
<dl><dt>To</dt><dd>${message.to}</dd><dt>Subject</dt><dd>${message.subject}</dd><dt>Date</dt><dd>${message.date}</dd></dl><hr>${body}</body></html>`);
  });
  return routes;
}
