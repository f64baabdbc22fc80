import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_MAX } from '../../domain/limits';
import { pngImage, textAsPng, TODAY, YESTERDAY } from './promo-dialog.fixtures';
import { acceptImages, detailsProblems, featuresOfCount, lastDayOf, PROMO_TEXT, promoFormData, restoreOf, type ChosenImage } from './promo-dialog.rules';

const jpeg = (): ChosenImage => {
  const head = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  return { file: new File([head], 'side.jpg', { type: 'image/jpeg' }), preview: 'blob:side', head };
};

describe('promo offer rules', () => {
  it('says what the details lack: title, a start date today or later, days 1–365, every feature text', () => {
    expect(detailsProblems({ name: ' ', startDate: '', days: '0', features: [] }, TODAY)).toEqual({
      name: PROMO_TEXT.nameRequired, startDate: PROMO_TEXT.startRequired, days: PROMO_TEXT.daysRequired, features: PROMO_TEXT.featuresRequired,
    });
    expect(detailsProblems({ name: 'Eid', startDate: YESTERDAY, days: '366', features: ['a', ' '] }, TODAY)).toEqual({
      startDate: PROMO_TEXT.startPast, days: PROMO_TEXT.daysRequired, 'feature-1': PROMO_TEXT.featureRequired,
    });
    expect(detailsProblems({ name: 'Eid', startDate: TODAY, days: '5', features: ['a'] }, TODAY)).toEqual({});
  });

  it('grows or shrinks the features to the count typed, keeps their texts, and refuses more than 7', () => {
    expect(featuresOfCount(['a', 'b'], '3')).toEqual(['a', 'b', '']);
    expect(featuresOfCount(['a', 'b'], '1')).toEqual(['a']);
    expect(featuresOfCount(['a'], '')).toEqual([]);
    expect(featuresOfCount(['a'], 'x')).toEqual(['a']);
    expect(featuresOfCount(['a'], '7')).toHaveLength(7);
    expect(featuresOfCount(['a'], '8')).toBeNull();
    expect(featuresOfCount(['a'], '70')).toBeNull();
  });

  it('keeps PNG and JPEG by their bytes, refuses a text file named .png, and stops at 10', () => {
    expect(acceptImages([], [pngImage(), jpeg()], String)).toMatchObject({ images: [{ name: 'front.png' }, { name: 'side.jpg' }], problem: null });
    expect(acceptImages([], [textAsPng(), pngImage()], String)).toMatchObject({ images: [{ name: 'front.png' }], problem: PROMO_TEXT.pngJpgOnly });
    const gif = { ...pngImage('anim.gif'), file: new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }) };
    expect(acceptImages([], [gif], String).problem).toBe(PROMO_TEXT.pngJpgOnly);
    const many = Array.from({ length: PRODUCT_IMAGES_MAX + 1 }, (_, i) => pngImage(`p${i}.png`));
    const kept = acceptImages([], many, String);
    expect(kept.images).toHaveLength(PRODUCT_IMAGES_MAX);
    expect(kept.problem).toBe(PROMO_TEXT.maxFiles);
  });

  it('reads §2 restore values and ignores what is not one', () => {
    expect(restoreOf(new URLSearchParams('productId=41&step=2&adStartDate=2026-12-01&duration=5')))
      .toEqual({ productId: 41, step: 2, startDate: '2026-12-01', days: '5', offerId: null, name: '', features: [] });
    expect(restoreOf(new URLSearchParams('productId=x&step=9&adStartDate=soon&duration=-1&offerId=0')))
      .toEqual({ productId: null, step: 1, startDate: '', days: '', offerId: null, name: '', features: [] });
    // Back from /payment: the offer being paid and the draft's title and features.
    expect(restoreOf(new URLSearchParams('productId=41&step=4&offerId=13&name=Eid&feature=a&feature=b')))
      .toMatchObject({ step: 4, offerId: 13, name: 'Eid', features: ['a', 'b'] });
  });

  it('gives the last day and the multipart form the server takes', async () => {
    expect(lastDayOf('2026-11-28', '5')).toBe('2026-12-02');
    expect(lastDayOf('', '5')).toBeNull();
    const form = promoFormData(41, { name: ' Eid ', startDate: TODAY, days: '5', features: [' a ', 'b'] }, [{ id: '1', ...pngImage(), name: 'front.png', size: 8 }]);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'images'))).toEqual({ name: 'Eid', productId: '41', date: TODAY, days: '5', features: '["a","b"]' });
    expect((form.get('images') as File).name).toBe('front.png');
    // Changing an offer: its stored images left after a removal are named by address beside the new file.
    const stored = (n: number) => ({ id: `stored-${n}`, file: null, name: `s${n}.png`, size: 0, preview: `/uploads/s${n}.png` });
    const changed = promoFormData(41, { name: 'Eid', startDate: TODAY, days: '5', features: ['a'] }, [stored(2), { id: '1', ...pngImage(), name: 'front.png', size: 8 }]);
    expect(changed.get('keptImages')).toBe('["/uploads/s2.png"]');
    expect(changed.getAll('images').map((f) => (f as File).name)).toEqual(['front.png']);
  });
});
