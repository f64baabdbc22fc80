// A conversation's file shown in the page: the bytes come with the bearer token (only the conversation's
// parties may read them), so an <img> gets an object URL, released when the bubble goes.
import { useEffect, useState } from 'react';
import { fetchChatFile } from '../../../api/chat-media';

export function useChatFileUrl(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    const abort = new AbortController();
    let made: string | null = null;
    fetchChatFile(url, abort.signal).then((blob) => {
      made = URL.createObjectURL(blob);
      setObjectUrl(made);
    }, () => {});
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [url]);
  return objectUrl;
}

/** m:ss in the locale's digits (Arabic-Indic in Arabic). */
export function formatVoiceDuration(ms: number, locale: string): string {
  // Whole seconds passed: a recording shows 0:01 only once a full second is in.
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(total / 60));
  const seconds = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(total % 60);
  return `${minutes}:${seconds}`;
}
