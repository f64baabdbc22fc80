// Photos in the details dialog: 1 full width; 2 in two columns; 3+ two shown and a '+N' overlay
// that opens the full-screen gallery (part 1 §2 Products).
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../../../flow/use-flow';
import { useOpenedOnce } from '../../../kit/use-opened-once';
import type { ProductDetails } from '../../../../api/schemas/products';
import { productGalleryMachine } from '../../../../machines/product-gallery/product-gallery.machine';
import { cx } from '../../../kit/cx';
import { formatNumber } from './format';

// The full-screen gallery (and Headless UI's dialog) loads when a photo is first opened: a product's
// page shows its photos without waiting for it.
const ProductGallery = lazy(() => import('./ProductGallery').then((m) => ({ default: m.ProductGallery })));

type Images = ProductDetails['images'];

export function ProductImages({ images, name }: { images: Images; name: string }) {
  const { t, i18n } = useTranslation('product-dialogs');
  const n = (value: number) => formatNumber(value, i18n.language);
  const [, send, gallery] = useFlow(productGalleryMachine, { input: { count: Math.max(images.length, 1) } });
  const galleryOpened = useOpenedOnce(useSelector(gallery, (s) => s.matches('open')));
  if (images.length === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">{t('no-photos')}</div>
    );
  }
  const shown = images.slice(0, 2);
  const rest = images.length - 2;
  return (
    <>
      <div className={cx('grid gap-2', shown.length === 2 && 'grid-cols-2')}>
        {shown.map((image, i) => {
          const overlay = i === 1 && rest > 0;
          return (
            <button
              key={image.id}
              type="button"
              onClick={() => send({ type: 'OPENED', index: overlay ? 2 : i })}
              aria-label={overlay ? t('show-all-photos', { total: n(images.length) }) : t('open-photo', { index: n(i + 1) })}
              className={cx(
                'group relative overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                shown.length === 1 ? 'aspect-[16/9]' : 'aspect-[4/3]',
              )}
            >
              {/* The first photo is a product page's largest paint: asked for at once and first, not lazily. */}
              <img
                src={image.url} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'}
                className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
              />
              {overlay && (
                <span dir="ltr" className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-semibold text-white backdrop-blur-[1px]">
                  +{n(rest)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {galleryOpened && <Suspense fallback={null}><ProductGallery actor={gallery} images={images} name={name} /></Suspense>}
    </>
  );
}
