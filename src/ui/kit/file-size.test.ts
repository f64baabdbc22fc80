import { describe, expect, it } from 'vitest';
import { formatFileSize } from './FileInput';

describe('file sizes in B, KB or MB', () => {
  it('picks the unit by size', () => {
    expect(formatFileSize(392, 'en')).toBe('392 B');
    expect(formatFileSize(8_602, 'en')).toBe('8.4 KB');
    expect(formatFileSize(3_500_000, 'en')).toBe('3.3 MB');
  });
  it('writes the number in Arabic digits in Arabic', () => {
    expect(formatFileSize(8_602, 'ar')).toBe('٨٫٤ KB');
  });
});
