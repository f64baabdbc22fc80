// The description: a contentEditable with bold, italic and list buttons. The HTML is the server's to
// sanitise (services/products/sanitize.ts); the editor only reports what was written.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function DescriptionEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const { t } = useTranslation('wizard');
  const editor = useRef<HTMLDivElement>(null);
  // The DOM is the editor's own: write the value in only when it differs (on mount, after a duplicate).
  useEffect(() => {
    if (editor.current && editor.current.innerHTML !== value) editor.current.innerHTML = value;
  }, [value]);
  const command = (name: string) => () => {
    editor.current?.focus();
    document.execCommand(name);
    onChange(editor.current?.innerHTML ?? '');
  };
  const tool = 'rounded-md px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700';
  return (
    <div className="flex flex-col gap-1.5">
      <span id="wizard-description-label" className="text-sm font-medium text-slate-700">{t('description')}</span>
      <div className="overflow-hidden rounded-lg ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-teal-600">
        <div role="toolbar" aria-label={t('description-tools')} className="flex gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1">
          <button type="button" className={`${tool} font-bold`} onMouseDown={(e) => e.preventDefault()} onClick={command('bold')} aria-label={t('bold')}>B</button>
          <button type="button" className={`${tool} italic`} onMouseDown={(e) => e.preventDefault()} onClick={command('italic')} aria-label={t('italic')}>I</button>
          <button type="button" className={tool} onMouseDown={(e) => e.preventDefault()} onClick={command('insertUnorderedList')} aria-label={t('bullet-list')}>•</button>
        </div>
        <div
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby="wizard-description-label"
          contentEditable
          suppressContentEditableWarning
          // Said outright: Chromium reports -1 for an editing host without it, and the dialog's focus trap,
          // which orders by tabIndex, then put the editor first and Tab skipped everything above it.
          tabIndex={0}
          dir="auto"
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          className="prose prose-sm min-h-32 max-w-none bg-white px-3 py-2.5 text-sm focus:outline-none [&_ul]:list-disc [&_ul]:ps-5"
        />
      </div>
    </div>
  );
}
