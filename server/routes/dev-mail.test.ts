import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { call, forEachDatabase } from '../test/harness';

/** What @hono/node-server passes as the env: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('which configurations serve the outbox viewer', () => {
  it('is off for npm start (no DEV_MAIL) and in production, on only when asked for', () => {
    expect(loadConfig({}).devMail).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMail).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMail).toBe(false);
    expect(loadConfig({ DEV_MAIL: '1' }).devMail).toBe(true);
  });
});

forEachDatabase('/dev/mail', (ctx) => {
  const appWith = (devMail: boolean) => createApp({ ...ctx().deps, config: { ...ctx().config, devMail } });

  it('does not exist without DEV_MAIL, even for this machine: reset codes are never served', async () => {
    const app = appWith(false);
    await call(app, 'POST', '/api/auth/password/forgot', { email: 'sara@souqdesk.test' });
    for (const path of ['/dev/mail.json', '/dev/mail']) {
      const res = await app.request(path, {}, from('127.0.0.1'));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/\d{6}/);
    }
  });

  it('with DEV_MAIL lists sent mail to loopback clients', async () => {
    const app = appWith(true);
    await call(app, 'POST', '/api/auth/password/forgot', { email: 'omar@souqdesk.test' });
    const list = await app.request('/dev/mail.json', {}, from('127.0.0.1'));
    expect(list.status).toBe(200);
    const [newest] = await list.json();
    expect(newest).toMatchObject({ to: 'omar@souqdesk.test', subject: 'Your Souqdesk password reset code', text: expect.stringMatching(/\d{6}/) });
    expect(await (await app.request('/dev/mail', {}, from('::1'))).text()).toContain(`/dev/mail/${newest.file}`);
    const one = await app.request(`/dev/mail/${newest.file}`, {}, from('::ffff:127.0.0.1'));
    expect(await one.text()).toContain('omar@souqdesk.test');
    // Through Vite's proxy (npm run dev) from a browser on this machine.
    const proxied = await app.request('/dev/mail.json', { headers: { 'x-forwarded-for': '::1' } }, from('127.0.0.1'));
    expect(proxied.status).toBe(200);
  });

  it('with DEV_MAIL answers 404 to any other address, and to requests a local proxy forwarded', async () => {
    const app = appWith(true);
    for (const [address, headers] of [
      ['192.168.1.20', {}], ['10.0.0.7', {}], ['::ffff:203.0.113.5', {}], [undefined, {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }], ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.5' }], ['127.0.0.1', { 'x-real-ip': '203.0.113.5' }],
    ] as const) {
      for (const path of ['/dev/mail.json', '/dev/mail']) {
        const res = await app.request(path, { headers }, address ? from(address) : undefined);
        expect(res.status, `${path} from ${address} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });
});
