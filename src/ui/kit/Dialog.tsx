import { Dialog as HDialog, DialogPanel, DialogTitle, DialogBackdrop } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { useDialogHistory } from './use-dialog-history';
import { useFocusRescue } from './use-focus-rescue';

/** `role="alertdialog"` for a question that interrupts (discard changes?). Browser Back closes it as Escape does. */
export function Dialog({ open, onClose, title, children, actions, size = 'md', description, role = 'dialog' }: {
  open: boolean; onClose: () => void; title: ReactNode; children?: ReactNode; actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl'; description?: ReactNode; role?: 'dialog' | 'alertdialog';
}) {
  const width = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }[size];
  useDialogHistory(open, onClose);
  useFocusRescue(open);
  return (
    <HDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 animate-[fade-in_150ms_ease-out] bg-slate-900/40 motion-reduce:animate-none" />
      {/* The scroller holds a box at least its height that centres the panel: a panel taller than the
          screen then scrolls from its top (a flex scroller that centres it would cut its top off). */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-4">
          <DialogPanel
            className={cx('w-full animate-[rise-in_150ms_ease-out] rounded-t-2xl bg-white shadow-xl motion-reduce:animate-none sm:rounded-2xl', width)}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
              {/* min-w-0 lets a long title wrap inside the panel instead of widening it. */}
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold break-words text-slate-900">{title}</DialogTitle>
                {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
              </div>
            </div>
            {children && <div className="px-6 py-5">{children}</div>}
            {actions && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-6 py-4">{actions}</div>}
          </DialogPanel>
        </div>
      </div>
    </HDialog>
  );
}
