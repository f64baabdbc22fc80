// The WAV a voice message must be: RIFF/WAVE, a `fmt ` chunk of 16-bit PCM (one or two
// channels, 8–48 kHz) and a `data` chunk wholly present. Its length is read from the header, not
// believed from the client. Pure: bytes in, a verdict out (the service turns a refusal into a 422).
import { VOICE_MAX_MS, VOICE_MIN_MS } from '../../../src/domain/limits';

export type WavVerdict =
  | { ok: true; durationMs: number; sampleRate: number; channels: number }
  /** The i18n key of what is wrong (validation namespace). */
  | { ok: false; key: 'validation.voice-not-wav' | 'validation.voice-truncated' | 'validation.voice-too-short' | 'validation.voice-too-long' };

const text = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);

/** How much of a file's start readWav is given: the chunks before `data` (fmt, LIST...) fit in it. */
export const WAV_HEAD_BYTES = 64 * 1024;

/**
 * `bytes` is the file or its first bytes (WAV_HEAD_BYTES), `length` the whole file's size: the data
 * chunk's samples need not be at hand, only its header.
 */
export function readWav(bytes: Uint8Array, length = bytes.length): WavVerdict {
  if (bytes.length < 12 || text(bytes, 0) !== 'RIFF' || text(bytes, 8) !== 'WAVE') return { ok: false, key: 'validation.voice-not-wav' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  let at = 12;
  while (at + 8 <= length) {
    // A chunk header past the head given: more chunks before the samples than a recording has.
    if (at + 8 > bytes.length) return { ok: false, key: 'validation.voice-not-wav' };
    const id = text(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + size > bytes.length) return { ok: false, key: 'validation.voice-truncated' };
      const tag = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      // 1: PCM. Anything else (float, compressed, extensible) is not what the box records.
      if (tag !== 1 || bits !== 16 || channels < 1 || channels > 2 || sampleRate < 8_000 || sampleRate > 48_000) return { ok: false, key: 'validation.voice-not-wav' };
      format = { channels, sampleRate, bits };
    } else if (id === 'data') {
      if (!format) return { ok: false, key: 'validation.voice-not-wav' };
      if (body + size > length || size === 0) return { ok: false, key: 'validation.voice-truncated' };
      const frame = format.channels * (format.bits / 8);
      const durationMs = Math.floor((Math.floor(size / frame) / format.sampleRate) * 1000);
      if (durationMs < VOICE_MIN_MS) return { ok: false, key: 'validation.voice-too-short' };
      if (durationMs > VOICE_MAX_MS + 1000) return { ok: false, key: 'validation.voice-too-long' };
      return { ok: true, durationMs, sampleRate: format.sampleRate, channels: format.channels };
    }
    // Chunks are padded to an even length.
    at = body + size + (size % 2);
  }
  return { ok: false, key: format ? 'validation.voice-truncated' : 'validation.voice-not-wav' };
}
