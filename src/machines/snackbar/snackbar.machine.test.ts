import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { snackbarModel } from './snackbar.model';
import { snackbarMachine } from './snackbar.machine';

describe('snackbar machine (model-based)', () => {
  it('visits every state (between only in passing) and takes every guarded branch', () => {
    assertModel({
      ...snackbarModel,
      states: {
        hidden: (s) => expect(s.context.current).toBeNull(),
        showing: (s) => expect(s.context.current).not.toBeNull(),
        between: () => { throw new Error('a transient state must never rest'); },
      },
    });
  });

  it('shows queued notices one after another, each for its own duration', async () => {
    const actor = createActor(snackbarMachine.provide({ delays: { noticeDuration: ({ context }) => (context.current?.durationMs ?? 30) / 100 } })).start();
    actor.send({ type: 'NOTICE_POSTED', notice: { key: 'a', severity: 'info' } });
    actor.send({ type: 'NOTICE_POSTED', notice: { key: 'b', severity: 'info', durationMs: 2000 } });
    expect(actor.getSnapshot().context.current?.key).toBe('a');
    await new Promise((r) => setTimeout(r, 5));
    expect(actor.getSnapshot().context.current?.key).toBe('b');
    await new Promise((r) => setTimeout(r, 30));
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
