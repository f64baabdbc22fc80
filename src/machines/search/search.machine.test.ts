import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { searchModel } from './search.model';
import { searchMachine } from './search.machine';

describe('search machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      ...searchModel,
      states: {
        idle: (s) => expect(s.context.committed).toBe(s.context.text.trim()),
        debouncing: (s) => expect(s.context.text).not.toBe(''),
      },
    });
  });

  it('commits once, 300 ms after the last keystroke', async () => {
    const commits: string[] = [];
    const actor = createActor(searchMachine.provide({ actions: { commit: (_, p) => commits.push(p.text) }, delays: { debounce: 20 } }), { input: { text: '' } }).start();
    actor.send({ type: 'TYPED', text: 'i' });
    actor.send({ type: 'TYPED', text: 'iph' });
    actor.send({ type: 'TYPED', text: 'iphone ' });
    expect(commits).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(commits).toEqual(['iphone']);
  });

  it('clearing the box commits the empty search at once, at rest or while the seller is typing', () => {
    const commits: string[] = [];
    const actor = createActor(searchMachine.provide({ actions: { commit: (_, p) => commits.push(p.text) } }), { input: { text: 'phone' } }).start();
    actor.send({ type: 'CLEARED' });
    expect(commits).toEqual(['']);
    actor.send({ type: 'TYPED', text: 'ip' });
    actor.send({ type: 'CLEARED' });
    expect(commits).toEqual(['', '']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.stop();
  });
});
