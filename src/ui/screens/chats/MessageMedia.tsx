// What a message carries besides its text: photos and voice recordings.
import { ChatImages } from './ChatImages';
import type { Shown } from './shown-message';
import { VoicePlayer } from './VoicePlayer';

export function MessageMedia({ m }: { m: Shown }) {
  if (m.images.length === 0 && m.audios.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {m.images.length > 0 && <ChatImages images={m.images} />}
      {m.audios.map((a) => <VoicePlayer key={a.url} url={a.url} durationMs={a.durationMs} own={m.own} />)}
    </div>
  );
}
