// The message box (its machine: src/machines/composer): the quote being answered, the text (Enter sends,
// Shift+Enter a new line), '/' for a saved reply, photos (seen with a caption before they go), and while the box is empty a microphone held to
// record a voice message (released under a second or slid off: discarded).
import { useSelector } from '@xstate/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchingReplies, type ComposerActor } from '../../../machines/composer/composer.machine';
import { intlLocale } from '../../../domain/intl-locale';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';
import { UserText } from '../../kit/UserText';
import { useMessageText } from '../join/message-text';
import { formatVoiceDuration } from './chat-file';
import { selectRole } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { SavedRepliesDialog } from './SavedRepliesDialog';
import { SavedRepliesPicker } from './SavedRepliesPicker';
import { ProductAttachment } from './ProductAttachment';
import { PhotoPreviewDialog } from './PhotoPreviewDialog';

const now = () => new Date().toISOString();

export function Composer({ actor }: { actor: ComposerActor }) {
  const { t, i18n } = useTranslation('chats');
  const messageText = useMessageText();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const { draft, replyTo, notice, elapsedMs } = state.context;
  const photoInput = useRef<HTMLInputElement>(null);
  const pickerOpen = state.matches({ picker: 'open' });
  const replies = pickerOpen ? matchingReplies(state.context) : [];
  const recording = state.matches({ voice: 'active' });
  const voiceBusy = recording || state.matches({ voice: 'sending' });
  const photosBusy = state.matches({ photos: 'sending' });
  // Chosen photos are shown with their caption first; the box's notice then speaks in the dialog.
  const previewing = state.matches({ photos: 'previewing' }) || photosBusy;
  const empty = draft.trim() === '';
  // Saved replies are a company's: its sellers read them, the company user edits them; buyers have none.
  const role = useSelector(useSessionActor(), selectRole);
  const [managing, setManaging] = useState(false);

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (pickerOpen && state.matches({ picker: { open: 'shown' } }) && replies.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        send({ type: 'PICKER_MOVED', by: event.key === 'ArrowDown' ? 1 : -1 });
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        send({ type: 'PICKER_CHOSEN' });
        return;
      }
    }
    if (pickerOpen && event.key === 'Escape') {
      event.preventDefault();
      send({ type: 'PICKER_CLOSED' });
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send({ type: 'SEND_CLICKED', now: now() });
    }
  };

  return (
    <form
      className="relative flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SEND_CLICKED', now: now() });
      }}
    >
      {pickerOpen && (
        <SavedRepliesPicker
          loading={state.matches({ picker: { open: 'loading' } })}
          failed={state.matches({ picker: { open: 'failed' } })}
          replies={replies}
          highlight={state.context.highlight}
          onChoose={(index) => send({ type: 'PICKER_CHOSEN', index })}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {state.context.product && <ProductAttachment product={state.context.product} onRemove={() => send({ type: 'PRODUCT_REMOVED' })} />}
        {replyTo && (
          <div data-testid="chat-replying" className="flex items-start gap-2 rounded-lg border-s-4 border-teal-600 bg-slate-50 px-3 py-1.5 text-xs">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-teal-800">{t('replying-to')}</p>
              <UserText text={replyTo.text} className="text-slate-600" />
            </div>
            <button type="button" onClick={() => send({ type: 'REPLY_CANCELLED' })} className="rounded px-1.5 py-0.5 font-semibold text-slate-600 hover:bg-slate-200">
              {t('cancel-reply')}
            </button>
          </div>
        )}
        {recording ? (
          <p data-testid="voice-recording" role="status" className="flex min-h-10 items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            <span className="size-2.5 animate-pulse rounded-full bg-rose-600" aria-hidden="true" />
            <span className="font-semibold">{state.matches({ voice: { active: 'requestingMicrophone' } }) ? t('voice-starting') : t('voice-recording')}</span>
            <span data-testid="voice-elapsed" className="tabular-nums">{formatVoiceDuration(elapsedMs, intlLocale(i18n.language))}</span>
            <span className="ms-auto truncate text-xs text-rose-700">{t('voice-hint')}</span>
          </p>
        ) : (
          <>
            <label htmlFor="chat-box" className="sr-only">{t('message')}</label>
            <textarea
              id="chat-box"
              rows={1}
              // Empty, it follows the page (the placeholder is in the page's language); typed, the text's own direction.
              dir={draft ? 'auto' : undefined}
              value={draft}
              maxLength={4000}
              placeholder={t('placeholder')}
              role={pickerOpen ? 'combobox' : undefined}
              aria-expanded={pickerOpen ? true : undefined}
              aria-controls={pickerOpen ? 'saved-replies-list' : undefined}
              aria-activedescendant={pickerOpen && replies.length > 0 ? `saved-reply-${state.context.highlight}` : undefined}
              aria-invalid={notice === 'validation.message-empty' ? true : undefined}
              aria-describedby={notice ? 'chat-box-error' : undefined}
              onChange={(e) => send({ type: 'DRAFT_CHANGED', text: e.target.value })}
              onKeyDown={onKey}
              className="max-h-40 min-h-10 w-full resize-y rounded-lg [field-sizing:content] px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-teal-600 focus:outline-none"
            />
          </>
        )}
        {notice && !previewing && <p id="chat-box-error" role="alert" className="text-xs text-rose-700">{messageText(notice)}</p>}
      </div>
      <input
        ref={photoInput}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        data-testid="chat-photo-input"
        onChange={(e) => {
          send({ type: 'IMAGES_CHOSEN', files: [...(e.target.files ?? [])] });
          e.target.value = '';
        }}
      />
      <PhotoPreviewDialog
        photos={previewing ? state.context.photos : []}
        caption={state.context.caption}
        sending={photosBusy}
        failure={previewing && notice ? messageText(notice) : null}
        onCaption={(text) => send({ type: 'CAPTION_CHANGED', text })}
        onSend={() => send({ type: 'PHOTOS_SEND_CLICKED' })}
        onCancel={() => send({ type: 'PHOTOS_CANCELLED' })}
      />
      {managing && <SavedRepliesDialog canEdit={role === 'company'} onClose={() => setManaging(false)} />}
      {!recording && (role === 'company' || role === 'employee') && (
        <button
          type="button"
          onClick={() => setManaging(true)}
          aria-label={t('saved-replies')}
          title={t('saved-replies')}
          className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true"><path fill="none" stroke="currentColor" strokeWidth="1.6" d="M4 3.5h12v13l-6-3.5-6 3.5z" /></svg>
        </button>
      )}
      {!recording && (
        <button
          type="button"
          onClick={() => photoInput.current?.click()}
          disabled={photosBusy}
          aria-label={t('photo-attach')}
          className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          {photosBusy ? <Spinner /> : (
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true"><path fill="none" stroke="currentColor" strokeWidth="1.6" d="M3 5.5h14v10H3zM3 13l4-4 3 3 2-2 5 4" /><circle cx="13" cy="8.5" r="1.3" fill="currentColor" /></svg>
          )}
        </button>
      )}
      {empty && !state.matches({ voice: 'sending' }) ? (
        <button
          type="button"
          data-testid="voice-record"
          aria-label={t('voice-hold')}
          title={t('voice-hold')}
          // Held to record: let go to send, slide off (or the system cancels) to discard.
          onPointerDown={(e) => { e.preventDefault(); send({ type: 'MIC_PRESSED' }); }}
          onPointerUp={() => send({ type: 'MIC_RELEASED' })}
          onPointerLeave={() => recording && send({ type: 'MIC_CANCELLED' })}
          onPointerCancel={() => send({ type: 'MIC_CANCELLED' })}
          onKeyDown={(e) => { if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) { e.preventDefault(); send({ type: 'MIC_PRESSED' }); } }}
          onKeyUp={(e) => { if (e.key === ' ' || e.key === 'Enter') send({ type: 'MIC_RELEASED' }); }}
          onContextMenu={(e) => e.preventDefault()}
          className={cx('grid size-10 shrink-0 touch-none place-items-center rounded-full text-white select-none', recording ? 'scale-110 bg-rose-600' : 'bg-teal-700 hover:bg-teal-800')}
        >
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true"><path fill="currentColor" d="M10 2a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z" /><path fill="none" stroke="currentColor" strokeWidth="1.6" d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v3" /></svg>
        </button>
      ) : (
        <Button type="submit" loading={voiceBusy}>{t('send')}</Button>
      )}
    </form>
  );
}
