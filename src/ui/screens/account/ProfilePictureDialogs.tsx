// Part 2 §2 edit and remove profile picture dialogs: choose a PNG or JPEG (checked by its first bytes),
// see it, upload it with its real progress; or confirm the removal. A failure offers a retry.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { IMAGE_HEAD_BYTES } from '../../../domain/image-kind';
import type { ProfilePictureEvent, profilePictureMachine } from '../../../machines/profile-picture/profile-picture.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { formatFileSize } from '../../kit/FileInput';
import { useMessageText } from '../join/message-text';
import { PictureFace } from './PictureFace';

type Props = { state: SnapshotFrom<typeof profilePictureMachine>; send: (event: ProfilePictureEvent) => void };

export function EditPictureDialog({ state, send, name }: Props & { name: string }) {
  const { t, i18n } = useTranslation('account');
  const messageText = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const { chosen, problem, error, picture } = state.context;
  const uploading = state.matches('uploading');
  const failed = state.matches('uploadFailed');
  const preview = usePreview(chosen?.file ?? null);
  const percent = chosen && chosen.total > 0 ? Math.min(100, Math.round((chosen.loaded / chosen.total) * 100)) : 0;
  const choose = (file: File | undefined) => {
    if (!file) return;
    void file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer().then((head) => send({ type: 'FILE_CHOSEN', file, head: new Uint8Array(head) }));
  };
  return (
    <Dialog
      open
      onClose={() => send({ type: 'DIALOG_CLOSED' })}
      title={t(picture ? 'picture.edit-title' : 'picture.add-title')}
      description={t('picture.rules')}
      actions={(
        <>
          <Button variant="secondary" onClick={() => send({ type: 'DIALOG_CLOSED' })}>{t('picture.cancel')}</Button>
          {failed
            ? <Button onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button>
            : <Button onClick={() => send({ type: 'SUBMITTED' })} loading={uploading}>{t('picture.upload')}</Button>}
        </>
      )}
    >
      <div className="flex flex-col items-center gap-4">
        <PictureFace url={preview ?? picture?.url ?? null} name={name} size="size-32" />
        <input
          ref={input} type="file" accept="image/png,image/jpeg,.png,.jpg,.jpeg" className="sr-only" tabIndex={-1}
          aria-label={t('picture.choose')} data-testid="picture-file"
          onChange={(e) => { choose(e.target.files?.[0]); e.target.value = ''; }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={uploading}>{t('picture.choose')}</Button>
        {chosen && (
          <p className="max-w-full truncate text-sm text-slate-600">
            <bdi>{chosen.file.name}</bdi> · <bdi>{formatFileSize(chosen.file.size, i18n.language)}</bdi>
          </p>
        )}
        {uploading && (
          <div className="flex w-full flex-col gap-1">
            <span id={progressId} className="text-xs text-slate-600">{t('picture.uploading')}</span>
            <div role="progressbar" aria-labelledby={progressId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-teal-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
        {problem && <p role="alert" className="text-sm text-rose-600">{messageText(problem)}</p>}
        {error && <Alert tone="error" className="w-full">{messageText(error)}</Alert>}
      </div>
    </Dialog>
  );
}

/** A preview URL of the chosen file, released when it changes or the dialog closes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return url;
}

export function RemovePictureDialog({ state, send }: Props) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const removing = state.matches('removing');
  const failed = state.matches('removeFailed');
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => { if (!removing) send({ type: 'REMOVE_CANCELLED' }); }}
      title={t('picture.remove-title')}
      actions={(
        <>
          <Button variant="secondary" onClick={() => send({ type: 'REMOVE_CANCELLED' })} disabled={removing}>{t('picture.cancel')}</Button>
          {failed
            ? <Button variant="danger" onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button>
            : <Button variant="danger" onClick={() => send({ type: 'REMOVE_CONFIRMED' })} loading={removing}>{t('picture.remove-confirm')}</Button>}
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>{t('picture.remove-body')}</p>
        {state.context.error && <Alert tone="error">{messageText(state.context.error)}</Alert>}
      </div>
    </Dialog>
  );
}
