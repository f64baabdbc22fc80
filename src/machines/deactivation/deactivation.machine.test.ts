import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
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
