import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertModel } from '../test/model';
import { httpError } from '../session/session.fixtures';
import { FAILED, employeeRemovalMachine, type RemovalAction } from './employee-removal.machine';
import { events, input, machine } from './employee-removal.model';

describe('employee removal machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        confirming: (s) => expect(s.context).toMatchObject({ id: 12, action: 'delete', error: null }),
        working: (s) => {
          expect(s.context.error).toBeNull();
        },
        done: (s) => expect(s.status).toBe('done'),
        failed: (s) => expect(['employees-screen.not-found', FAILED.delete]).toContain(s.context.error),
      },
    });
  });
});

function run(action: RemovalAction, fail?: unknown) {
  const calls: Array<{ id: number; action: RemovalAction }> = [];
  let announced = 0;
  const actor = createActor(employeeRemovalMachine.provide({
    actors: {
      changeEmployee: fromPromise(async ({ input }: { input: { id: number; action: RemovalAction } }) => {
        calls.push(input);
        if (fail) throw fail;
      }),
    },
    actions: { announceDone: () => { announced += 1; } },
  }), { input: { id: 12, name: 'Sara', action } }).start();
  return { actor, calls, announced: () => announced };
}

describe('employee removal (behaviour)', () => {
  it('deletes only once confirmed, then announces it', async () => {
    const { actor, calls, announced } = run('delete');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([{ id: 12, action: 'delete' }]);
    expect(announced()).toBe(1);
  });

  it('restores with the restore call and says which action failed', async () => {
    const { actor, calls, announced } = run('restore', httpError(503));
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([{ id: 12, action: 'restore' }]);
    expect(actor.getSnapshot().context.error).toBe(FAILED.restore);
    expect(announced()).toBe(0);
  });

  it('a 500 says Server error (part 2 §8), not which action failed', async () => {
    const { actor } = run('delete', httpError(500, { message: 'relation "users" does not exist' }));
    actor.send({ type: 'CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.error).toBe('errors.server');
  });
});
