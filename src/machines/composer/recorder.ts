// The microphone for a voice message: getUserMedia, the samples through a ScriptProcessor
// (an AudioWorklet would need a module the CSP and the build must serve for one small loop), and on STOP
// a 16 kHz 16-bit PCM mono WAV encoded here in the browser. Stopping the actor (the box left recording)
// releases the microphone whatever it was doing.
import { fromCallback } from 'xstate';
import { VOICE_SAMPLE_RATE } from '../../domain/limits';
import { downsample, encodeWav, joinChunks } from '../../domain/wav-encode';

export type RecorderEvent =
  | { type: 'MIC_READY' }
  | { type: 'MIC_DENIED' }
  | { type: 'MIC_FAILED' }
  /** How long it has been recording, a few times a second (the box shows it). */
  | { type: 'RECORDING_TICK'; elapsedMs: number }
  | { type: 'RECORDED'; wav: Blob; durationMs: number };

const TICK_MS = 200;

export const recorder = fromCallback<{ type: 'STOP' }, void>(({ sendBack: send, receive }) => {
  const sendBack = (event: RecorderEvent) => send(event);
  let stream: MediaStream | null = null;
  let audio: AudioContext | null = null;
  let node: ScriptProcessorNode | null = null;
  let over = false;
  const chunks: Float32Array[] = [];
  let samples = 0;
  let told = 0;
  const release = () => {
    node?.disconnect();
    stream?.getTracks().forEach((t) => t.stop());
    void audio?.close().catch(() => {});
    node = null;
    stream = null;
    audio = null;
  };

  navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } }).then(
    (s) => {
      if (over) {
        s.getTracks().forEach((t) => t.stop());
        return;
      }
      stream = s;
      audio = new AudioContext();
      void audio.resume().catch(() => {});
      const rate = audio.sampleRate;
      node = audio.createScriptProcessor(4096, 1, 1);
      node.onaudioprocess = (e) => {
        chunks.push(new Float32Array(e.inputBuffer.getChannelData(0)));
        samples += e.inputBuffer.length;
        const elapsedMs = Math.round((samples / rate) * 1000);
        if (elapsedMs - told >= TICK_MS) {
          told = elapsedMs;
          sendBack({ type: 'RECORDING_TICK', elapsedMs });
        }
      };
      audio.createMediaStreamSource(s).connect(node);
      // A ScriptProcessor runs only while connected to an output; it writes nothing, so this is silence.
      node.connect(audio.destination);
      sendBack({ type: 'MIC_READY' });
    },
    (error: unknown) => {
      if (over) return;
      const name = (error as { name?: string } | null)?.name;
      sendBack({ type: name === 'NotAllowedError' || name === 'SecurityError' ? 'MIC_DENIED' : 'MIC_FAILED' });
    },
  );

  receive(() => {
    if (!audio || over) return;
    over = true;
    const rate = audio.sampleRate;
    release();
    const mono = downsample(joinChunks(chunks), rate, VOICE_SAMPLE_RATE);
    sendBack({ type: 'RECORDED', wav: new Blob([encodeWav(mono, VOICE_SAMPLE_RATE)], { type: 'audio/wav' }), durationMs: Math.round((mono.length / VOICE_SAMPLE_RATE) * 1000) });
  });

  return () => {
    over = true;
    release();
  };
});
