import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInFrames } from './signed-in-frame';

describe('signedInFrames', () => {
  let dist: string;
  beforeEach(async () => { dist = await mkdtemp(path.join(tmpdir(), 'frames-')); });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('names the frame of the screen a session lands on, its parameters matched as the router does', async () => {
    await writeFile(path.join(dist, 'frames.json'), JSON.stringify([{ path: '/chats/messages/:userId', name: 'messages' }, { path: '/', name: 'overview' }]));
    const frameOf = signedInFrames(dist);
    expect(await frameOf('/chats/messages/42', '', 'souqdesk.frame=company; souqdesk.locale=ar')).toBe(path.join(dist, 'frame.messages.ar.html'));
    expect(await frameOf('/chats/messages/', '', 'souqdesk.frame=company')).toBeNull();
    // The payment provider's return lands on /payment-success, which this build has no frame of.
    expect(await frameOf('/pay/thanks', '', 'souqdesk.frame=company')).toBeNull();
    expect(await frameOf('/', '', undefined)).toBeNull();
  });

  it('names none when the build has no list of frames, or one that is not a list of routes', async () => {
    expect(await signedInFrames(dist)('/', '', 'souqdesk.frame=company')).toBeNull();
    for (const manifest of ['{"path": 1', '[{"path": "/", "name": "../../secret"}]', '{}']) {
      await writeFile(path.join(dist, 'frames.json'), manifest);
      expect(await signedInFrames(dist)('/', '', 'souqdesk.frame=company'), manifest).toBeNull();
    }
  });
});
