// Step 6: photos with previews and sizes; the first is primary, a star moves one to the front;
// during the save each shows its upload progress.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX } from '../../../../domain/limits';
import type { Photo } from '../../../../machines/product-wizard/product-wizard.draft';
import type { ProductWizardEvent } from '../../../../machines/product-wizard/product-wizard.machine';
import { formatFileSize } from '../../../kit/FileInput';
import { cx } from '../../../kit/cx';
import { IMAGE_HEAD_BYTES } from '../../../../domain/image-kind';

export function PhotoGrid({ photos, locale, saving, send }: { photos: Photo[]; locale: string; saving: boolean; send?: (e: ProductWizardEvent) => void }) {
  const { t } = useTranslation('wizard');
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('photos')}>
      {photos.map((p, i) => (
        <li key={p.id} className={cx('relative overflow-hidden rounded-xl bg-white ring-1', i === 0 ? 'ring-2 ring-teal-700' : 'ring-slate-200')} data-photo={p.name}>
          <img src={p.preview} alt={p.name} className="aspect-[4/3] w-full bg-slate-100 object-cover" />
          {i === 0 && <span className="absolute start-2 top-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">{t('primary')}</span>}
          {send && !saving && (
            <span className="absolute end-1.5 top-1.5 flex gap-1">
              {i > 0 && (
                <button type="button" onClick={() => send({ type: 'PHOTO_STARRED', id: p.id })} aria-label={t('make-primary', { name: p.name })} title={t('make-primary', { name: p.name })} className="rounded-full bg-white/90 p-1.5 text-amber-500 shadow hover:bg-white">
                  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M10 2.5l2.3 4.7 5.2.8-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.8z" /></svg>
                </button>
              )}
              <button type="button" onClick={() => send({ type: 'PHOTO_REMOVED', id: p.id })} aria-label={t('remove-photo', { name: p.name })} title={t('remove-photo', { name: p.name })} className="rounded-full bg-white/90 p-1.5 text-rose-600 shadow hover:bg-white">
                <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M6.3 5.2a.75.75 0 0 0-1.1 1.1L8.9 10l-3.7 3.7a.75.75 0 1 0 1.1 1.1l3.7-3.7 3.7 3.7a.75.75 0 1 0 1.1-1.1L11.1 10l3.7-3.7a.75.75 0 0 0-1.1-1.1L10 8.9z" /></svg>
              </button>
            </span>
          )}
          <span className="flex items-center justify-between gap-2 px-2.5 py-1.5 text-xs">
            <span className="truncate text-slate-700" dir="auto">{p.name}</span>
            {p.size > 0 && <span className="shrink-0 text-slate-500">{formatFileSize(p.size, locale)}</span>}
          </span>
          {saving && (
            <span className="block h-1.5 bg-slate-100" role="progressbar" aria-label={t('upload-progress', { name: p.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.uploadProgress}>
              <span className="block h-full bg-teal-600 transition-[width]" style={{ width: `${p.uploadProgress}%` }} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PhotosStep({ photos, locale, saving, send }: { photos: Photo[]; locale: string; saving: boolean; send: (e: ProductWizardEvent) => void }) {
  const { t } = useTranslation('wizard');
  const input = useRef<HTMLInputElement>(null);
  const add = (list: FileList | null) => {
    if (!list?.length) return;
    // The machine judges each file by its first bytes (PNG/JPEG), as the server does: read them first.
    const files = [...list];
    void Promise.all(files.map((file) => file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer())).then((heads) =>
      send({ type: 'PHOTOS_ADDED', files: files.map((file, i) => ({ file, preview: URL.createObjectURL(file), head: new Uint8Array(heads[i]) })) }));
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => { e.preventDefault(); add(e.dataTransfer.files); }}
        className="flex flex-col items-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50/50 px-4 py-6 text-center"
      >
        <input ref={input} type="file" multiple accept="image/png,image/jpeg,.png,.jpg,.jpeg" className="sr-only" tabIndex={-1} aria-label={t('photos-choose')} data-testid="wizard-photos-input"
          onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
        <button type="button" onClick={() => input.current?.click()} className="text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">{t('photos-choose')}</button>
        <span className="text-sm text-slate-500">{t('photos-drop')}</span>
        <span className="text-xs text-slate-500">{t('photos-hint', { count: photos.length, max: PRODUCT_IMAGES_MAX })}</span>
      </div>
      <PhotoGrid photos={photos} locale={locale} saving={saving} send={send} />
    </div>
  );
}
