import { describe, expect, it } from 'vitest';
import { readApiError, readAuthRecord } from './boot-shapes';
import { AuthRecord } from './schemas/auth';
import { ApiError } from './schemas/common';

// The zod-free checks must accept exactly what the zod schemas accept: every field of a valid value
// is removed or replaced in turn by values of the wrong kind, and both must give the same answer.
const WRONG: unknown[] = [undefined, null, 0, -1, 1.5, 2 ** 60, Number.NaN, '', 'x', 'Bearer', true, [], ['x'], {}, { url: 'x' }];

function* variants(value: unknown): Generator<unknown> {
  yield value;
  if (typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, inner] of entries) {
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
    delete copy[key];
    yield copy;
    for (const wrong of WRONG) yield { ...copy, [key]: wrong };
    for (const deeper of variants(inner)) if (deeper !== inner) yield Array.isArray(value) ? Object.assign([...value], { [key]: deeper }) : { ...value, [key]: deeper };
  }
}

const user = {
  id: 7, sellerId: 3, fullName: 'Sara', userName: 'sara', email: 'sara@example.com', image: { url: '/u.png' },
  roles: ['employee', 'user'], company: { id: 1, name: 'Demo', slug: 'demo' },
};
const record = { userName: 'sara', access_token: 't', token: 't', token_type: 'Bearer', user };

describe('boot shapes agree with the zod schemas', () => {
  it.each([
    ['a full record', record],
    ['a user without image, company or seller', { ...record, user: { ...user, image: null, company: null, sellerId: null } }],
  ])('auth record: %s and every corruption of it', (_, valid) => {
    let checked = 0;
    for (const value of variants(valid)) {
      expect(readAuthRecord(value) !== null, JSON.stringify(value)).toBe(AuthRecord.safeParse(value).success);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('error replies: message only, with field errors, and every corruption of them', () => {
    for (const valid of [{ message: 'x' }, { message: '', errors: { name: ['required', 'too long'], code: [] } }]) {
      for (const value of [...variants(valid), null, 'text', [], 42]) {
        const zod = ApiError.safeParse(value);
        expect(readApiError(value), JSON.stringify(value)).toEqual(zod.success ? zod.data : null);
      }
    }
  });
});
