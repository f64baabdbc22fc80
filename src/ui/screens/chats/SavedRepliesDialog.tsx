// The company's saved replies: listed for its sellers; the company user adds, edits (in place, in the list) and deletes them. Inserted in a
// message by typing '/' in the box.
import { useTranslation } from 'react-i18next';
import { savedRepliesMachine } from '../../../machines/saved-replies/saved-replies.machine';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { Spinner } from '../../kit/Spinner';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import { useMessageText } from '../join/message-text';

export function SavedRepliesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation('chats');
  const messageText = useMessageText();
  const [state, send] = useFlow(savedRepliesMachine, { input: { canEdit } });
  const { replies, title, text, error, removing, editingId } = state.context;
  const editing = state.matches('editing') || state.matches('savingEdit');
  const form = (
    <>
      <TextField label={t('saved-reply-title')} value={title} maxLength={80} autoFocus={editing} onChange={(e) => send({ type: 'TITLE_CHANGED', value: e.target.value })} />
      <TextArea label={t('saved-reply-text')} value={text} maxLength={4000} onChange={(e) => send({ type: 'TEXT_CHANGED', value: e.target.value })} />
      {error && <p role="alert" className="text-xs text-rose-700">{messageText(error)}</p>}
    </>
  );
  return (
    <Dialog open onClose={onClose} title={t('saved-replies')} description={t('saved-replies-how')} actions={<Button variant="secondary" onClick={onClose}>{t('close')}</Button>}>
      {state.matches('loading') && <p className="flex justify-center py-4"><Spinner /></p>}
      {state.matches('failed') && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{messageText(error)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </div>
      )}
      {!state.matches('loading') && !state.matches('failed') && (
        <div className="flex flex-col gap-4">
          {replies.length === 0 ? <p className="text-sm text-slate-500">{t('saved-replies-empty')}</p> : (
            <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('saved-replies')}>
              {replies.map((r) => (
                editingId === r.id ? (
                  <li key={r.id} className="py-2">
                    <form className="flex flex-col gap-2" aria-label={t('saved-reply-edit', { title: r.title })} onSubmit={(e) => { e.preventDefault(); send({ type: 'SAVE_CLICKED' }); }}>
                      {form}
                      <div className="flex flex-wrap gap-2">
                        <Button type="submit" loading={state.matches('savingEdit')}>{t('saved-reply-save')}</Button>
                        <Button variant="secondary" disabled={state.matches('savingEdit')} onClick={() => send({ type: 'CANCEL_CLICKED' })}>{t('saved-reply-cancel')}</Button>
                      </div>
                    </form>
                  </li>
                ) : (
                  <li key={r.id} className="flex items-start gap-2 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold break-words"><bdi>{r.title}</bdi></p>
                      <p dir="auto" className="text-xs break-words whitespace-pre-wrap text-slate-600">{r.text}</p>
                    </div>
                    {canEdit && (
                      <div className="flex shrink-0 gap-1">
                        <Button variant="ghost" disabled={!state.matches('shown')} onClick={() => send({ type: 'EDIT_CLICKED', id: r.id })} aria-label={t('saved-reply-edit', { title: r.title })}>
                          {t('edit')}
                        </Button>
                        <Button variant="ghost" loading={removing === r.id} disabled={!state.matches('shown')} onClick={() => send({ type: 'DELETE_CLICKED', id: r.id })} aria-label={t('saved-reply-delete', { title: r.title })}>
                          {t('delete')}
                        </Button>
                      </div>
                    )}
                  </li>
                )
              ))}
            </ul>
          )}
          {/* One form at a time: while a reply is edited in the list, the add form steps aside (they share the fields). */}
          {canEdit && !editing && (
            <form className="flex flex-col gap-2 border-t border-slate-200 pt-3" onSubmit={(e) => { e.preventDefault(); send({ type: 'ADD_CLICKED' }); }}>
              {form}
              <Button type="submit" className="self-start" loading={state.matches('adding')}>{t('saved-reply-add')}</Button>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
