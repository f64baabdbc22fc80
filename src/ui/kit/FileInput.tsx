// One optional file: a drop zone with a "choose" button, then the chosen file's name and size with a
// remove button. The rules (type, size) belong to the caller's machine; this only reports choices.
import { useId, useRef, useState } from 'react';
import { cx } from './cx';

/** A file size in B, KB or MB (part 1 §5), wholly in the locale's digits and words (file-size.ts). */
export { formatFileSize } from './file-size';
import { formatFileSize } from './file-size';

export function FileInput({ label, optional, file, onChoose, onRemove, accept, chooseText, dropText, hint, removeLabel, error, locale }: {
  label: string; optional?: string; file: { name: string; size: number } | null;
  onChoose: (file: File) => void; onRemove: () => void; accept: string;
  chooseText: string; dropText: string; hint: string; removeLabel: string; error?: string | null; locale: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Highlighting the drop zone is view state only.
  const [dragging, setDragging] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {optional && <span className="ms-1 text-xs font-normal text-slate-500">({optional})</span>}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = ''; // so that choosing the same file again is reported again
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? (
        <div className={cx('flex items-center gap-3 rounded-lg bg-white px-3 py-2.5 ring-1 ring-inset', error ? 'ring-rose-400' : 'ring-slate-300')}>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-rose-50 text-[10px] font-bold text-rose-700" aria-hidden="true">PDF</span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900" dir="auto">{file.name}</span>
            <span className="block text-xs text-slate-500">{formatFileSize(file.size, locale)}</span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="rounded-lg p-2 text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
        </div>
      ) : (
        <div
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const dropped = e.dataTransfer.files?.[0];
            if (dropped) onChoose(dropped);
          }}
          className={cx(
            'flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center transition sm:flex-row sm:justify-center sm:gap-2',
            dragging ? 'border-teal-600 bg-teal-50' : error ? 'border-rose-300 bg-rose-50/40' : 'border-slate-300 bg-slate-50/50',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-6 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M12 16V4m0 0L7 9m5-5l5 5M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <button type="button" onClick={() => input.current?.click()} className="text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700">
            {chooseText}
          </button>
          <span className="text-sm text-slate-500">{dropText}</span>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-600">{error}</p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}
