import { describe, expect, it } from 'vitest';
import { downsample, encodeWav, joinChunks } from './wav-encode';

describe('the WAV the box records', () => {
  it('is 16-bit PCM mono with a 44-byte header that the server reads back', () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1, 0.5, 2]), 16_000);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 1, 16_000, 16]);
    expect(view.getUint32(40, true)).toBe(10);
    // Clipped to the 16-bit range.
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true), view.getInt16(52, true)]).toEqual([0, 32767, -32768, 32767]);
  });

  it('downsamples by averaging and joins chunks', () => {
    expect([...downsample(new Float32Array([1, 1, 1, 0, 0, 0]), 48_000, 16_000)]).toEqual([1, 0]);
    expect(downsample(new Float32Array(48_000), 48_000, 16_000)).toHaveLength(16_000);
    expect([...joinChunks([new Float32Array([1]), new Float32Array([2, 3])])]).toEqual([1, 2, 3]);
  });
});
