// The saved replies offered when the box starts with '/': filtered by what follows, arrows move, Enter
// inserts, Escape closes (the keys are the box's: the list is its combobox popup).
import { useTranslation } from 'react-i18next';
import type { SavedReply } from '../../../api/schemas/chats';
import { cx } from '../../kit/cx';
import { Spinner } from '../../kit/Spinner';

type Props = { loading: boolean; failed: boolean; replies: SavedReply[]; highlight: number; onChoose: (index: number) => void };

export function SavedRepliesPicker({ loading, failed, replies, highlight, onChoose }: Props) {
  const { t } = useTranslation('chats');
  return (
    <div className="absolute inset-x-3 bottom-full z-10 mb-1 max-h-64 overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200">
      {loading && <p className="flex justify-center p-3"><Spinner /></p>}
      {failed && <p role="alert" className="p-3 text-sm text-rose-700">{t('saved-replies-failed')}</p>}
      {!loading && !failed && replies.length === 0 && <p className="p-3 text-sm text-slate-500">{t('saved-replies-none')}</p>}
      {replies.length > 0 && (
        <ul id="saved-replies-list" role="listbox" aria-label={t('saved-replies')}>
          {replies.map((r, i) => (
            <li
              key={r.id}
              id={`saved-reply-${i}`}
              role="option"
              aria-selected={i === highlight}
              // Chosen on mousedown so the box keeps its focus.
              onMouseDown={(e) => { e.preventDefault(); onChoose(i); }}
              className={cx('cursor-pointer rounded-md px-3 py-2 text-sm', i === highlight ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-50')}
            >
              <p className="font-semibold"><bdi>{r.title}</bdi></p>
              <p dir="auto" className="truncate text-xs text-slate-500">{r.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
