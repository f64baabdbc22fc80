// A contact's last message in the list: a photo or a voice message says so (an icon and its kind),
// followed by its caption when it has one, as messengers show them; text is shown as it is.
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/chats';
import { outlineIcon } from '../../kit/outline-icon';
import { UserText } from '../../kit/UserText';

const PhotoIcon = outlineIcon('M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'size-4 shrink-0');
const MicIcon = outlineIcon('M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-7 9a7 7 0 0 0 14 0m-7 7v3', 'size-4 shrink-0');

const MEDIA = { image: { Icon: PhotoIcon, key: 'image' }, voice: { Icon: MicIcon, key: 'voice-message' } } as const;

export function ContactPreview({ last }: { last: NonNullable<Contact['lastMessage']> }) {
  const { t } = useTranslation('chats');
  const caption = last.message.trim();
  if (last.kind !== 'image' && last.kind !== 'voice') {
    return caption ? <UserText text={last.message} className="text-sm text-slate-500" /> : null;
  }
  const { Icon, key } = MEDIA[last.kind];
  return (
    <span className="flex min-w-0 items-center gap-1 text-sm text-slate-500" data-kind={last.kind}>
      <Icon />
      <span className="shrink-0">{t(key)}</span>
      {caption && (
        <>
          <span aria-hidden="true">·</span>
          <UserText text={caption} />
        </>
      )}
    </span>
  );
}
