import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { events, input, machine } from './product-gallery.model';
import { ZOOM_LEVELS } from './product-gallery.machine';

describe('product gallery machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        closed: (s) => expect(s.context.zoom).toBe(1),
        open: (s) => {
          expect(s.context.index).toBeGreaterThanOrEqual(0);
          expect(s.context.index).toBeLessThan(3);
          expect(ZOOM_LEVELS).toContain(s.context.zoom);
        },
      },
    });
  });

  it('wraps around, starts each photo unzoomed, and zooms between 1× and 3×', () => {
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'OPENED', index: 2 });
    actor.send({ type: 'ZOOMED_IN' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, zoom: 1.5 });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, zoom: 1 });
    actor.send({ type: 'PREVIOUS_CLICKED' });
    expect(actor.getSnapshot().context.index).toBe(2);
    for (let i = 0; i < 5; i++) actor.send({ type: 'ZOOMED_IN' });
    expect(actor.getSnapshot().context.zoom).toBe(3);
    for (let i = 0; i < 5; i++) actor.send({ type: 'ZOOMED_OUT' });
    expect(actor.getSnapshot().context.zoom).toBe(1);
    actor.send({ type: 'CLOSED' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
