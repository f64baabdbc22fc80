import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { formatFileSize as fromFileInput } from './FileInput';

describe('file sizes in B, KB or MB', () => {
  it('picks the unit by size', () => {
    expect(formatFileSize(392, 'en')).toBe('392 B');
    expect(formatFileSize(8_602, 'en')).toBe('8.4 KB');
    expect(formatFileSize(3_500_000, 'en')).toBe('3.3 MB');
  });
  it('is wholly Arabic in Arabic: Arabic digits and Arabic unit names, no Latin letter', () => {
    expect(formatFileSize(392, 'ar')).toBe('٣٩٢ بايت');
    expect(formatFileSize(8_602, 'ar')).toBe('٨٫٤ كيلوبايت');
    expect(formatFileSize(3_500_000, 'ar')).toBe('٣٫٣ ميغابايت');
    for (const bytes of [1, 392, 8_602, 3_500_000, 52_428_800]) expect(formatFileSize(bytes, 'ar')).not.toMatch(/[A-Za-z0-9]/);
  });
  it('is the one the file input and its callers use', () => {
    expect(fromFileInput).toBe(formatFileSize);
  });
});
