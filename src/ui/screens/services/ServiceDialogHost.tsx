// Mounts the open service dialog from the registry (loaded on demand). Unmounted on close, so a dialog
// always starts afresh; `key` makes a different dialog a new one.
import { lazy, Suspense, useMemo } from 'react';
import type { OpenDialog } from '../../../machines/services/services.machine';
import { SERVICE_DIALOGS } from './service-dialogs';

export function ServiceDialogHost({ dialog, onClose, onChanged }: { dialog: OpenDialog; onClose: () => void; onChanged: () => void }) {
  const loader = SERVICE_DIALOGS[dialog.name];
  const Dialog = useMemo(() => (loader ? lazy(loader) : null), [loader]);
  const restore = useMemo(() => new URLSearchParams(dialog.restore), [dialog.restore]);
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={dialog.name} restore={restore} product={dialog.product} onClose={onClose} onChanged={onChanged} />
    </Suspense>
  );
}
