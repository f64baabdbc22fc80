// The one confirmation question (delete this booking? pay or remove the unpaid membership?): a title,
// a sentence, a way back and one or more answers. While an answer is being carried out every button
// waits and neither Escape nor an outside click closes it, so the answer cannot be taken twice.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { Dialog } from './Dialog';

export type ConfirmAnswer = {
  label: string;
  onClick: () => void;
  /** 'danger' for what cannot be undone, 'secondary' for an answer beside the main one. */
  variant?: ButtonProps['variant'];
  /** This answer is being carried out: its button spins. */
  loading?: boolean;
};

export function ConfirmDialog({ title, children, cancelLabel, onCancel, answers, busy, size = 'sm' }: {
  title: string; children: ReactNode; cancelLabel: string; onCancel: () => void;
  answers: ConfirmAnswer[];
  /** An answer is under way (or done, the dialog about to go). */
  busy: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <Dialog
      open
      size={size}
      role="alertdialog"
      onClose={() => !busy && onCancel()}
      title={title}
      actions={(
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
          {answers.map((a) => (
            <Button key={a.label} variant={a.variant} onClick={a.onClick} loading={a.loading} disabled={busy}>{a.label}</Button>
          ))}
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
