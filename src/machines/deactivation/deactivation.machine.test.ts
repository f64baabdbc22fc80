import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { deactivationMachine } from './deactivation.machine';
import { model } from './deactivation.model';

describe('deactivation machine (model-based)', () => {
  it('tells about the employees first, then deactivates; each reply lands where it says', () => {
    assertModel({
      ...model,
      states: {
        checking: (s) => expect(s.context.error).toBeNull(),
        checkFailed: (s) => expect(s.context.error).not.toBeNull(),
        confirming: () => {},
        deactivating: (s) => expect(s.context.employeesAffected === 0 || s.context.acknowledged).toBe(true),
        deactivated: (s) => expect(s.status).toBe('done'),
      },
    });
  });
});

describe('deactivation with its calls', () => {
  it('signs out once the server has deactivated the account, not before', async () => {
    const signedOut: string[] = [];
    let answer: () => void = () => {};
    const actor = createActor(deactivationMachine.provide({
      actors: { loadPreview: fromPromise(async () => 0), deactivate: fromPromise(() => new Promise<void>((resolve) => { answer = resolve; })) },
      actions: { signOut: () => { signedOut.push('signed out'); } },
    }), { input: model.input }).start();
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'CONFIRMED' });
    await waitFor(actor, (s) => s.matches('deactivating'));
    expect(signedOut).toEqual([]);
    answer();
    await waitFor(actor, (s) => s.status === 'done');
    expect(signedOut).toEqual(['signed out']);
  });
});
