import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../../src/domain/wav-encode';
import { readWav } from './wav';

describe('readWav', () => {
  it("reads the length of the box's WAV from its header", () => {
    expect(readWav(encodeWav(new Float32Array(24_000), 16_000))).toEqual({ ok: true, durationMs: 1500, sampleRate: 16_000, channels: 1 });
    expect(readWav(encodeWav(new Float32Array(15_000), 16_000))).toEqual({ ok: false, key: 'validation.voice-too-short' });
  });

  it('refuses odd chunks: a missing data chunk, a data chunk before fmt, a float format', () => {
    const ok = encodeWav(new Float32Array(20_000), 16_000);
    expect(readWav(ok.slice(0, 36))).toEqual({ ok: false, key: 'validation.voice-truncated' });
    const noFmt = ok.slice();
    noFmt.set([0x4a, 0x55, 0x4e, 0x4b], 12); // 'JUNK'
    expect(readWav(noFmt)).toEqual({ ok: false, key: 'validation.voice-not-wav' });
    const float = ok.slice();
    new DataView(float.buffer).setUint16(20, 3, true);
    expect(readWav(float)).toEqual({ ok: false, key: 'validation.voice-not-wav' });
  });
});
