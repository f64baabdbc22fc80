import { describe, expect, it } from 'vitest';
import { mergeOptionLabels, optionLabel } from './option-label';

const options = [{ id: 1, option: 'Red', optionAr: 'أحمر' }, { id: 2, option: 'Blue', optionAr: '' }];

describe('optionLabel', () => {
  it('gives the Arabic text of the matching option in Arabic', () => {
    expect(optionLabel(options, 'Red', 'ar')).toBe('أحمر');
  });
  it('keeps the stored value in English', () => {
    expect(optionLabel(options, 'Red', 'en')).toBe('Red');
  });
  it('keeps the value when no option matches, or the match has no Arabic text', () => {
    expect(optionLabel(options, 'Green', 'ar')).toBe('Green');
    expect(optionLabel(options, 'Blue', 'ar')).toBe('Blue');
    expect(optionLabel(undefined, 'Red', 'ar')).toBe('Red');
    expect(optionLabel(options, 'red', 'ar')).toBe('red');
  });
});

describe('mergeOptionLabels', () => {
  it('adds new pairs and keeps one per option, the newer winning', () => {
    expect(mergeOptionLabels([{ option: 'Red', optionAr: 'x' }], [{ option: 'Red', optionAr: 'أحمر' }, { option: 'Blue', optionAr: 'أزرق' }]))
      .toEqual([{ option: 'Red', optionAr: 'أحمر' }, { option: 'Blue', optionAr: 'أزرق' }]);
    expect(mergeOptionLabels(undefined, [])).toEqual([]);
  });
});
