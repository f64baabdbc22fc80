import { describe, expect, it } from 'vitest';
import {
  Day, decodeKeysetCursor, encodeKeysetCursor, Id, IdCursor, IdList, IdText, INT4_MAX, isRealDay, KeysetCursor, PageNumber, Text,
} from './common';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('the input contract', () => {
  it('takes positive int4 ids and nothing past them', () => {
    expect(Id.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 9_999_999_999, 1e23, '1']) expect(messages(Id.safeParse(bad))).toContain('validation.id-invalid');
    expect(IdText.safeParse(String(INT4_MAX)).success).toBe(true);
    for (const bad of ['0', '-1', '01', '1.5', '1e3', ' 1', '2147483648', '9999999999', '99999999999999999999999', 'x\u0000y', '']) {
      expect(messages(IdText.safeParse(bad))).toEqual(['validation.id-invalid']);
    }
    expect(IdList.safeParse('1,2,3').success).toBe(true);
    for (const bad of ['1,2147483648', '1,,2', ',', '', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect(messages(IdList.safeParse(bad))).toEqual(['validation.ids-invalid']);
    }
    expect(messages(IdCursor.safeParse('2147483648'))).toEqual(['validation.cursor-invalid']);
  });

  it('bounds text and refuses NUL bytes', () => {
    const name = Text(5).trim().min(1, 'validation.required');
    expect(name.parse(' abc ')).toBe('abc');
    expect(messages(name.safeParse('a\u0000b'))).toEqual(['validation.text-invalid']);
    expect(messages(name.safeParse('abcdef'))).toEqual(['validation.too-long']);
    expect(messages(Text(5, { tooLong: 'wizard.name-too-long' }).safeParse('a'.repeat(1_000_000)))).toEqual(['wizard.name-too-long']);
    expect(messages(Text(5, { invalid: 'validation.email-required' }).safeParse(12))).toEqual(['validation.email-required']);
  });

  it('takes page numbers from 1 to 999999', () => {
    expect(PageNumber.safeParse('999999').success).toBe(true);
    for (const bad of ['0', '-1', '1000000', '99999999999999999999999', '1.0', '']) expect(PageNumber.safeParse(bad).success).toBe(false);
  });

  it('takes calendar days that exist, from 2000 to 2099', () => {
    expect(isRealDay(2024, 2, 29)).toBe(true);
    expect(isRealDay(2023, 2, 29)).toBe(false);
    expect(isRealDay(2024, 4, 31)).toBe(false);
    for (const day of ['2000-01-01', '2024-02-29', '2099-12-31']) expect(Day.safeParse(day).success).toBe(true);
    for (const bad of ['9999-12-31', '1999-12-31', '2100-01-01', '2024-02-30', '2024-99-99', '2024-1-1', '0000-01-01', '2024-01-01T00:00']) {
      expect(messages(Day.safeParse(bad))).toEqual(['validation.date-invalid']);
    }
  });

  it('takes cursors that name a real time and an int4 id, and reads back what it wrote', () => {
    const position = { createdAt: '2026-03-01T09:00:00.123456Z', id: INT4_MAX };
    expect(decodeKeysetCursor(encodeKeysetCursor(position))).toEqual(position);
    // The server wrote its cursors with Buffer's base64url: the same text.
    expect(encodeKeysetCursor(position)).toBe(b64(`${position.createdAt}|${position.id}`));
    for (const bad of [
      b64('2024-99-99T99:99:99Z|1'), b64('2024-99-99T99:99:99.000000Z|1'), b64('2024-02-30T00:00:00.000000Z|1'),
      b64('2024-01-01T24:00:00.000000Z|1'), b64('0000-01-01T00:00:00.000000Z|1'), b64('2024-01-01T00:00:00.000000Z|2147483648'),
      b64('2024-01-01T00:00:00.000000Z|0'), b64('2024-01-01T00:00:00.000000Z|1|2'), b64('\u0000|1'), 'not base64!!', '', 'a'.repeat(201),
    ]) {
      expect(messages(KeysetCursor.safeParse(bad))).toEqual(['validation.cursor-invalid']);
    }
  });
});
