import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-kind';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('image kind from the first bytes', () => {
  it('knows PNG and JPEG by their signatures', () => {
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('jpeg');
  });
  it('refuses text renamed .png, a GIF, a truncated PNG and an empty file', () => {
    expect(imageKindOf(new TextEncoder().encode('hello, I am text'))).toBeNull();
    expect(imageKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(imageKindOf(bytes())).toBeNull();
  });
});
