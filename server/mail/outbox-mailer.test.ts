import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer';

const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes real .eml files that /dev/mail can list newest first', async () => {
  const mailer = new OutboxMailer(dir, 'Souqdesk <no-reply@souqdesk.test>');
  await mailer.send({ to: 'a@x.test', subject: 'First', text: 'one' });
  await new Promise((r) => setTimeout(r, 5));
  await mailer.send({ to: 'b@x.test', subject: 'رمز', text: 'two 123456', html: '<p>two</p>' });
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(2);
  const eml = await readFile(path.join(dir, files.sort()[1]), 'utf8');
  expect(eml).toMatch(/^To: b@x\.test$/m);
  expect(eml).toMatch(/^From: Souqdesk <no-reply@souqdesk\.test>$/m);
  const list = await mailer.list();
  expect(list.map((m) => m.subject)).toEqual(['رمز', 'First']);
  expect((await mailer.read(list[0].file))?.eml).toContain('multipart/alternative');
  expect(await mailer.read('../secret.eml')).toBeUndefined();
});
