// A long-form dialog: a full-height sheet on phones, a centred card on larger screens. The header
// (title, close, an optional stepper) and the footer stay put while the body scrolls. Browser Back
// closes it as Escape does.
import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { useDialogHistory } from './use-dialog-history';
import { useFocusRescue } from './use-focus-rescue';

export function SheetDialog({ open, onClose, title, description, header, children, footer, closeLabel, size = 'lg' }: {
  open: boolean; onClose: () => void; title: ReactNode; description?: ReactNode;
  /** Below the title, e.g. a Stepper. */
  header?: ReactNode; children: ReactNode; footer?: ReactNode; closeLabel: string; size?: 'md' | 'lg';
}) {
  useDialogHistory(open, onClose);
  useFocusRescue(open);
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 animate-[fade-in_200ms_ease-out] bg-slate-900/50 backdrop-blur-[2px] motion-reduce:animate-none" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6">
        <DialogPanel
          className={cx(
            'flex h-[100dvh] w-full animate-[rise-in_200ms_ease-out] flex-col bg-white shadow-2xl motion-reduce:animate-none',
            'sm:h-auto sm:max-h-[min(90dvh,56rem)] sm:rounded-2xl',
            size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
          )}
        >
          <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-7">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold text-slate-900 sm:text-xl">{title}</DialogTitle>
                {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
              </div>
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-me-2 -mt-1 rounded-lg p-2 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /></svg>
              </button>
            </div>
            {header && <div className="mt-4">{header}</div>}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
          {footer && (
            <div className="border-t border-slate-100 bg-slate-50/60 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:rounded-b-2xl sm:px-7">{footer}</div>
          )}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
