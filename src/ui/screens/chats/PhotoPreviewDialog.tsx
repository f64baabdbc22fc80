// The photos chosen in a chat, before they go: each seen with its name and size, an
// optional caption (sent as the message's text), then Send or Cancel. A dialog: focus starts in the
// caption, Enter sends (Shift+Enter a new line, as in the message box), Escape cancels; a failed upload
// is said here, the photos and caption kept to try again.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '../../../api/schemas/chats';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { formatFileSize } from '../../kit/file-size';
import { TextArea } from '../../kit/TextArea';
import { UserText } from '../../kit/UserText';

/** An object URL for a chosen file while it is shown. */
function usePreviewUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function Preview({ file, lang }: { file: File; lang: string }) {
  const url = usePreviewUrl(file);
  return (
    <li className="flex min-w-0 flex-col gap-1">
      {url ? <img src={url} alt={file.name} className="h-32 w-full rounded-lg bg-slate-100 object-cover" /> : <span className="block h-32 w-full rounded-lg bg-slate-100" />}
      <span className="flex min-w-0 items-baseline gap-2 text-xs text-slate-600">
        <UserText text={file.name} className="flex-1" />
        <bdi className="shrink-0 tabular-nums">{formatFileSize(file.size, lang)}</bdi>
      </span>
    </li>
  );
}

type Props = {
  photos: File[];
  caption: string;
  sending: boolean;
  /** The failure of the last try, already in the page's language. */
  failure: string | null;
  onCaption: (text: string) => void;
  onSend: () => void;
  onCancel: () => void;
};

export function PhotoPreviewDialog({ photos, caption, sending, failure, onCaption, onSend, onCancel }: Props) {
  const { t, i18n } = useTranslation('chats');
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) onSend();
    }
  };
  return (
    <Dialog
      open={photos.length > 0}
      // Escape and the back button cancel; while the photos go, the dialog waits for them.
      onClose={() => { if (!sending) onCancel(); }}
      title={t('photo-preview.title', { count: photos.length })}
      size="md"
      actions={(
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>{t('photo-preview.cancel')}</Button>
          <Button onClick={onSend} loading={sending}>{t('photo-preview.send')}</Button>
        </>
      )}
    >
      <div className="flex flex-col gap-4" data-testid="chat-photo-preview">
        <ul aria-label={t('photo-preview.photos')} className={photos.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-1'}>
          {photos.map((file, index) => <Preview key={`${index}-${file.name}`} file={file} lang={i18n.language} />)}
        </ul>
        <TextArea
          label={t('photo-preview.caption')}
          optional={t('photo-preview.optional')}
          value={caption}
          maxLength={MESSAGE_MAX}
          dir={caption ? 'auto' : undefined}
          rows={2}
          autoFocus
          readOnly={sending}
          onChange={(e) => onCaption(e.target.value)}
          onKeyDown={onKey}
          error={failure}
        />
      </div>
    </Dialog>
  );
}
