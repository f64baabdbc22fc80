import { describe, expect, it } from 'vitest';
import { checkModel } from '../test/model';
import { snackbarMachine } from './snackbar.machine';

const first = { key: 'errors.server', severity: 'error' as const };
const second = { text: 'Saved', severity: 'success' as const, durationMs: 5000 };
const timeout = { type: 'xstate.after.noticeDuration.snackbar.showing' } as never;

describe('snackbar machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    const result = checkModel({
      machine: snackbarMachine,
      
      events: (s) => [
        ...(s.context.queue.length < 1 ? [{ type: 'NOTICE_POSTED' as const, notice: s.context.current ? second : first }] : []),
        { type: 'DISMISSED' as const },
        timeout,
      ],
      states: {
        hidden: (s) => expect(s.context.current).toBeNull(),
        showing: (s) => expect(s.context.current).not.toBeNull(),
        between: () => { throw new Error('transient state must never rest'); },
      },
    });
    expect(result.missedStates.filter((k) => k !== 'between')).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('shows queued notices one after another', () => {
    const { paths } = checkModel({
      machine: snackbarMachine, 
      events: (s) => [...(s.context.queue.length < 1 ? [{ type: 'NOTICE_POSTED' as const, notice: s.context.current ? second : first }] : []), { type: 'DISMISSED' as const }, timeout],
      states: { hidden: () => {}, showing: () => {}, between: () => {} },
    });
    expect(paths.length).toBeGreaterThan(3);
  });
});
