// A voice message in its bubble: wavesurfer.js draws the waveform and plays it; play/pause and
// the length (read by the server from the WAV header) in the locale's digits.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { intlLocale } from '../../../domain/intl-locale';
import { cx } from '../../kit/cx';
import { requestHeaders } from '../../../api/client';
import { formatVoiceDuration } from './chat-file';

type Props = { url: string; durationMs: number | null; own: boolean };

export function VoicePlayer({ url, durationMs, own }: Props) {
  const { t, i18n } = useTranslation('chats');
  const box = useRef<HTMLDivElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);
  const [at, setAt] = useState(0);

  useEffect(() => {
    if (!box.current) return undefined;
    let gone = false;
    let made: WaveSurfer | null = null;
    // Loaded on demand: only conversations with voice messages pay for the player.
    void import('wavesurfer.js').then(({ default: WaveSurferLib }) => {
      if (gone || !box.current) return;
      made = WaveSurferLib.create({
        container: box.current, url, fetchParams: { headers: requestHeaders() }, height: 32, barWidth: 2, barGap: 1, barRadius: 2, normalize: true, cursorWidth: 0,
        waveColor: own ? '#99f6e4' : '#94a3b8', progressColor: own ? '#ffffff' : '#0f766e',
      });
      made.on('ready', () => setReady(true));
      made.on('play', () => setPlaying(true));
      made.on('pause', () => setPlaying(false));
      made.on('finish', () => setPlaying(false));
      made.on('timeupdate', (s) => setAt(s * 1000));
      player.current = made;
    });
    return () => {
      gone = true;
      made?.destroy();
      player.current = null;
      setReady(false);
      setPlaying(false);
    };
  }, [url, own]);

  const locale = intlLocale(i18n.language);
  return (
    <div data-testid="voice-message" data-playing={playing || undefined} className="flex w-56 max-w-full items-center gap-2">
      <button
        type="button"
        disabled={!ready}
        onClick={() => void player.current?.playPause()}
        aria-label={playing ? t('voice-pause') : t('voice-play')}
        className={cx('grid size-8 shrink-0 place-items-center rounded-full', own ? 'bg-white text-teal-800' : 'bg-teal-700 text-white', !ready && 'opacity-50')}
      >
        {playing
          ? <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true"><path fill="currentColor" d="M4 3h3v10H4zM9 3h3v10H9z" /></svg>
          : <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true"><path fill="currentColor" d="M4 2.5v11l9-5.5z" /></svg>}
      </button>
      {/* The waveform runs in time's direction, left to right, in either language. */}
      <div ref={box} dir="ltr" className="min-w-0 flex-1" />
      <span className="shrink-0 text-[11px] tabular-nums">{formatVoiceDuration(playing || at > 0 ? at : durationMs ?? 0, locale)}</span>
    </div>
  );
}
