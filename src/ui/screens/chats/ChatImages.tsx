// Photos in a bubble: thumbnails; one opens full size in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../api/schemas/chats';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { useChatFileUrl } from './chat-file';

function Thumb({ image, onOpen }: { image: Message['images'][number]; onOpen: () => void }) {
  const { t } = useTranslation('chats');
  const src = useChatFileUrl(image.thumbnailUrl);
  return (
    <button type="button" onClick={onOpen} className="block overflow-hidden rounded-lg bg-slate-200" aria-label={t('image-open')}>
      {src ? <img src={src} alt="" className="h-32 w-full object-cover" /> : <span className="block h-32 w-full animate-pulse" />}
    </button>
  );
}

function FullImage({ url }: { url: string }) {
  const { t } = useTranslation('chats');
  const src = useChatFileUrl(url);
  return src ? <img data-testid="chat-image-full" src={src} alt={t('image')} className="max-h-[70vh] w-full object-contain" /> : <span className="block h-64 animate-pulse rounded bg-slate-100" />;
}

export function ChatImages({ images }: { images: Message['images'] }) {
  const { t } = useTranslation('chats');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <div data-testid="chat-images" className={images.length > 1 ? 'grid w-56 max-w-full grid-cols-2 gap-1' : 'w-56 max-w-full'}>
        {images.map((image) => <Thumb key={image.url} image={image} onOpen={() => setOpen(image.url)} />)}
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={t('image')} size="lg" actions={<Button variant="secondary" onClick={() => setOpen(null)}>{t('close')}</Button>}>
        {open && <FullImage url={open} />}
      </Dialog>
    </>
  );
}
