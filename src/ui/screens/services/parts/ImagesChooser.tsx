// Choosing a service's images (banners, promo offers): PNG or JPEG, judged by their first bytes as the
// product wizard does (the view reads them; the machine decides), with previews and a remove button
// each. The words come from the dialog's namespace `ns` (keys images, images-choose, images-drop,
// images-hint, image-remove, image-stored).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_HEAD_BYTES } from '../../../../domain/image-kind';
import { formatNumber } from '../../../../domain/numbers';
import { formatFileSize } from '../../../kit/FileInput';

/** An image as the chooser shows it; `file` is null for one already stored on the server. */
export type ShownImage = { id: string; name: string; size: number; preview: string; file: File | null };
/** A file just chosen: its preview URL and its first bytes, for the machine to judge. */
export type ChosenImage = { file: File; preview: string; head?: Uint8Array };

export function ImagesChooser({ ns, max, testId, images, error, onChoose, onRemove, hint }: {
  ns: string; max: number; testId: string;
  images: readonly ShownImage[]; error: string | null; onChoose: (files: ChosenImage[]) => void; onRemove: (id: string) => void; hint?: string;
}) {
  const { t, i18n } = useTranslation(ns);
  const locale = i18n.language;
  const input = useRef<HTMLInputElement>(null);
  const add = (list: FileList | null) => {
    if (!list?.length) return;
    const files = [...list];
    void Promise.all(files.map((file) => file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer())).then((heads) =>
      onChoose(files.map((file, i) => ({ file, preview: URL.createObjectURL(file), head: new Uint8Array(heads[i]) }))));
  };
  return (
    <div className="flex flex-col gap-3">
      <span className="text-sm font-medium text-slate-700">{t('images')}</span>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => { e.preventDefault(); add(e.dataTransfer.files); }}
        className="flex flex-col items-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50/50 px-4 py-6 text-center"
      >
        <input ref={input} type="file" multiple accept="image/png,image/jpeg,.png,.jpg,.jpeg" className="sr-only" tabIndex={-1}
          aria-label={t('images-choose')} data-testid={testId} onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
        <button type="button" onClick={() => input.current?.click()} className="text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">{t('images-choose')}</button>
        <span className="text-sm text-slate-500">{t('images-drop')}</span>
        <span className="text-xs text-slate-500">{t('images-hint', { shown: formatNumber(images.length, locale), max: formatNumber(max, locale) })}</span>
      </div>
      {error && <p role="alert" className="text-sm text-rose-600">{error}</p>}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('images')}>
          {images.map((img) => (
            <li key={img.id} className="relative overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-image={img.name}>
              <img src={img.preview} alt={img.name} className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              <button type="button" onClick={() => onRemove(img.id)} aria-label={t('image-remove', { name: img.name })} title={t('image-remove', { name: img.name })}
                className="absolute end-1.5 top-1.5 rounded-full bg-white/90 p-1.5 text-rose-600 shadow hover:bg-white">
                <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M6.3 5.2a.75.75 0 0 0-1.1 1.1L8.9 10l-3.7 3.7a.75.75 0 1 0 1.1 1.1l3.7-3.7 3.7 3.7a.75.75 0 1 0 1.1-1.1L11.1 10l3.7-3.7a.75.75 0 0 0-1.1-1.1L10 8.9z" /></svg>
              </button>
              <span className="flex items-center justify-between gap-2 px-2.5 py-1.5 text-xs">
                <span className="truncate text-slate-700" dir="auto">{img.file ? img.name : t('image-stored')}</span>
                {img.size > 0 && <span className="shrink-0 text-slate-500">{formatFileSize(img.size, locale)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
