// Full-screen photo gallery: zoom in/out (a zoomed photo pans by scrolling), previous/next with
// buttons and the arrow keys (mirrored in Arabic), Escape closes.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ProductDetails } from '../../../../api/schemas/products';
import { ZOOM_LEVELS, type productGalleryMachine } from '../../../../machines/product-gallery/product-gallery.machine';
import { cx } from '../../../kit/cx';
import { formatPercent } from '../../../../domain/numbers';
import { formatNumber } from './format';
import { GalleryButton, ICONS } from './GalleryButton';
import { WithName } from '../../../kit/UserText';
import { useDialogHistory } from '../../../kit/use-dialog-history';

type Props = { actor: ActorRefFrom<typeof productGalleryMachine>; images: ProductDetails['images']; name: string };

export function ProductGallery({ actor, images, name }: Props) {
  const { t, i18n } = useTranslation('product-dialogs');
  const open = useSelector(actor, (s) => s.matches('open'));
  const { index, zoom } = useSelector(actor, (s) => s.context);
  const rtl = i18n.dir() === 'rtl';
  const image = images[index];
  const close = () => actor.send({ type: 'CLOSED' });
  const position = { index: formatNumber(index + 1, i18n.language), total: formatNumber(images.length, i18n.language) };
  const onKeyDown = (e: globalThis.KeyboardEvent) => {
    // The arrow pointing to the reading direction's end means "next".
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const events: Record<string, () => void> = {
      [forward]: () => actor.send({ type: 'NEXT_CLICKED' }),
      [back]: () => actor.send({ type: 'PREVIOUS_CLICKED' }),
      '+': () => actor.send({ type: 'ZOOMED_IN' }),
      '=': () => actor.send({ type: 'ZOOMED_IN' }),
      '-': () => actor.send({ type: 'ZOOMED_OUT' }),
    };
    if (events[e.key]) {
      e.preventDefault();
      events[e.key]();
    }
  };
  // Listened on the window so the keys work wherever the focus sits inside the gallery.
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });
  // On the kit's stack over the details dialog: Escape and Back close the gallery, not the details.
  useDialogHistory(open && !!image, close);
  const many = images.length > 1;
  return (
    <Dialog open={open && !!image} onClose={close} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-950" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white">
        <div className="flex items-center gap-2 px-3 py-2 sm:px-5">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-sm font-semibold"><WithName text={(v) => t('gallery-title', v)} name={name} /></DialogTitle>
            <p className="text-xs text-slate-300" aria-live="polite">{t('photo-of', position)}</p>
          </div>
          <GalleryButton label={t('zoom-out')} icon={ICONS.zoomOut} disabled={zoom === ZOOM_LEVELS[0]} onClick={() => actor.send({ type: 'ZOOMED_OUT' })} />
          <span className="w-10 text-center text-xs tabular-nums text-slate-300">{formatPercent(zoom, i18n.language)}</span>
          <GalleryButton label={t('zoom-in')} icon={ICONS.zoomIn} disabled={zoom === ZOOM_LEVELS[ZOOM_LEVELS.length - 1]} onClick={() => actor.send({ type: 'ZOOMED_IN' })} />
          <GalleryButton label={t('close')} icon={ICONS.close} onClick={close} />
        </div>
        <div className="relative min-h-0 flex-1">
          <div data-testid="gallery-viewport" className={cx('absolute inset-0 overflow-auto', zoom === 1 && 'flex items-center justify-center')}>
            <img
              src={image?.url}
              alt={t('photo-of', position)}
              data-zoom={zoom}
              style={zoom === 1 ? undefined : { width: `${zoom * 100}%`, maxWidth: 'none' }}
              className={cx('select-none', zoom === 1 ? 'max-h-full max-w-full object-contain' : 'h-auto')}
            />
          </div>
          {many && (
            <>
              <GalleryButton label={t('previous-photo')} icon={ICONS.chevronBack} mirrored onClick={() => actor.send({ type: 'PREVIOUS_CLICKED' })} className="absolute start-2 top-1/2 -translate-y-1/2 bg-slate-900/60 sm:start-4" />
              <GalleryButton label={t('next-photo')} icon={ICONS.chevronForward} mirrored onClick={() => actor.send({ type: 'NEXT_CLICKED' })} className="absolute end-2 top-1/2 -translate-y-1/2 bg-slate-900/60 sm:end-4" />
            </>
          )}
        </div>
        {many && (
          <div className="flex justify-center gap-2 overflow-x-auto px-3 py-3">
            {images.map((img, i) => (
              <button
                key={img.id}
                type="button"
                aria-label={t('open-photo', { index: formatNumber(i + 1, i18n.language) })}
                aria-current={i === index || undefined}
                onClick={() => actor.send({ type: 'THUMBNAIL_CHOSEN', index: i })}
                className={cx('size-14 shrink-0 overflow-hidden rounded-lg ring-2 transition', i === index ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100')}
              >
                <img src={img.thumbnailUrl} alt="" className="size-full object-cover" />
              </button>
            ))}
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
