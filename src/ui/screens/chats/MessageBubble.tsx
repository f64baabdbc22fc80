// One message of a conversation (part 1 §2 Chats, §9 bubble widths): own on the end side in colour,
// the other person's on the start side; the product card, the quoted text, the time and, for own ones,
// the ticks. While messages are being selected, a tick box beside each one that can be.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../kit/cx';
import { MessageMedia } from './MessageMedia';
import { MessageTicks } from './MessageTicks';
import { ProductCard } from './ProductCard';
import type { Shown } from './shown-message';

/** What a bubble can do with its message; the same functions for every bubble, so a memoised one holds. */
export type BubbleActions = {
  /** Null in the observer's view. */
  onReply: ((m: Shown) => void) | null;
  onSelect: (m: Shown) => void;
  onToggle: (m: Shown) => void;
};

/** `picking`: a selection is going on; `selected`: this message is in it. A pending message (no id) can be neither answered nor selected. */
type Props = { m: Shown; time: Intl.DateTimeFormat; actions: BubbleActions; picking: boolean; selected: boolean };

/** Memoised: the virtualised list re-renders its rows as it scrolls; a bubble whose message did not change does not. */
export const MessageBubble = memo(function MessageBubble({ m, time, actions, picking: selecting, selected }: Props) {
  const { t } = useTranslation('chats');
  const onReply = m.id !== null && actions.onReply ? () => actions.onReply!(m) : null;
  const selection = m.id === null ? null : { active: selecting, selected, onSelect: () => actions.onSelect(m), onToggle: () => actions.onToggle(m) };
  const picking = selection?.active === true;
  return (
    <div data-testid="chat-message" data-own={m.own || undefined} data-selected={selection?.selected || undefined} className={cx('flex items-center gap-2', m.own ? 'justify-end' : 'justify-start')}>
      {picking && (
        <input
          type="checkbox"
          checked={selection.selected}
          onChange={selection.onToggle}
          aria-label={t('select-message')}
          className={cx('size-4 shrink-0 accent-teal-700', m.own && 'order-first')}
        />
      )}
      <div
        onClick={picking ? selection.onToggle : undefined}
        className={cx(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm sm:max-w-[60%] lg:max-w-[40%]',
          m.own ? 'bg-teal-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200',
          picking && 'cursor-pointer', selection?.selected && 'outline-2 outline-offset-2 outline-teal-500',
        )}
      >
        {m.product && (picking ? <div className="pointer-events-none"><ProductCard product={m.product} own={m.own} /></div> : <ProductCard product={m.product} own={m.own} />)}
        {m.quote !== null && (
          // The bar follows the page's direction; the quoted text keeps its own.
          <p data-testid="chat-quote" className={cx('mb-1 line-clamp-2 border-s-2 ps-2 text-xs break-words', m.own ? 'border-teal-200 text-teal-50' : 'border-teal-600 text-slate-600')}>
            <bdi>{m.quote}</bdi>
          </p>
        )}
        <MessageMedia m={m} />
        {m.text && <p dir="auto" className="break-words whitespace-pre-wrap">{m.text}</p>}
        <p className={cx('mt-1 flex items-center justify-end gap-1 text-[11px]', m.own ? 'text-teal-100' : 'text-slate-500')}>
          {!picking && (onReply || selection) && (
            <span className="me-auto flex gap-1">
              {onReply && (
                <button type="button" className="rounded px-1 font-semibold underline-offset-2 hover:underline" onClick={onReply}>
                  {t('reply')}
                </button>
              )}
              {selection && (
                <button type="button" className="rounded px-1 font-semibold underline-offset-2 hover:underline" onClick={selection.onSelect}>
                  {t('select')}
                </button>
              )}
            </span>
          )}
          <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
          {m.own && <MessageTicks status={m.status} />}
        </p>
      </div>
    </div>
  );
});
