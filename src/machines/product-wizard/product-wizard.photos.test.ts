import { describe, expect, it } from 'vitest';
import { acceptPhotos } from './product-wizard.draft';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chosen = (name: string, type: string, head?: Uint8Array) => ({ file: new File(['x'], name, { type }), preview: `blob:${name}`, head });

describe('photos judged by their content (as the server judges uploads)', () => {
  it('a text file renamed .png is refused with its own message; a real PNG is kept', () => {
    const fake = chosen('notes.png', 'image/png', new TextEncoder().encode('hello, text'));
    const real = chosen('front.png', 'image/png', PNG_HEAD);
    const { files, problems } = acceptPhotos([], [fake, real], (i) => `n${i}`);
    expect(files.map((f) => f.name)).toEqual(['front.png']);
    expect(problems).toEqual([{ key: 'wizard:not-an-image' }]);
  });
});
