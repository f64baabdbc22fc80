// A step dialog's footer in the one order the service dialogs share: Cancel · Back · the main action,
// each left out when the step has none, so a seller finds a button at the same place in every dialog.
import type { ReactNode } from 'react';
import { Button } from './Button';

export function StepDialogActions({ cancel, back, busy = false, children }: {
  /** Cancel's label and what it does; absent when the dialog cannot be left that way. */
  cancel?: { label: string; onClick: () => void };
  /** Back's label and what it does; absent on the first step. */
  back?: { label: string; onClick: () => void };
  /** Both are disabled while the main action runs. */
  busy?: boolean;
  /** The main action (Next, Submit…), last. */
  children?: ReactNode;
}) {
  return (
    <>
      {cancel && <Button variant="secondary" onClick={cancel.onClick} disabled={busy}>{cancel.label}</Button>}
      {back && <Button variant="ghost" onClick={back.onClick} disabled={busy}>{back.label}</Button>}
      {children}
    </>
  );
}
