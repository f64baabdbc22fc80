// The conversation's messages, virtualised (TanStack Virtual): only the rows in and near the view are in
// the DOM, however far back the reader has scrolled. It reads from the end: it opens at the newest
// message, follows new ones while the reader is there (anchorTo 'end', followOnAppend), keeps the row
// being read in place when an older page comes in above, and stays at the end when the message box
// below grows (keep-end.ts). Scrolling near the top asks for the next older page; the button up there
// does the same for keyboards. Rows of one day are a section named by the day. Each row sits at its own
// measured start (rows in flow drifted from the whole-pixel sizes the library keeps by a fraction a row,
// which moved the row being read when a page came in).
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { MessageBubble, type BubbleActions } from './MessageBubble';
import { estimateRow, runsByDay, type MessageRow } from './message-rows';
import { anchorOnMessages, observeRectKeepingEnd } from './keep-end';
import { scrollUnlessThere } from '../../kit/virtual-after-layout';

/** How near the top (in rows) the next older page is asked for, so it is usually in before the reader gets there. */
const OLDER_AHEAD = 10;
/** Within this many pixels of the end the reader is at the newest message (no button to bring them back). */
const AT_END_PX = 40;

type Props = {
  label: string;
  rows: MessageRow[];
  /** The message box's own sends: the list goes to the end for them wherever the reader was. */
  ownSends: number;
  /** `onScroll`: older pages are asked for as the top comes near (not after a failure, which the button retries). */
  older: { onScroll: boolean; loading: boolean; request: () => void };
  dayLabel: (day: string) => string;
  time: Intl.DateTimeFormat;
  actions: BubbleActions;
  picking: boolean;
  picked: ReadonlySet<number>;
};

export function MessageList({ label, rows, ownSends, older, dayLabel, time, actions, picking, picked }: Props) {
  const { t } = useTranslation('chats');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateRow(rows[index]),
    getItemKey: (index) => rows[index].key,
    overscan: 6,
    paddingStart: 16,
    paddingEnd: 16,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    // Opens at the end (estimated; scrollToEnd below settles it on the measured rows).
    initialOffset: () => rows.reduce((sum, row) => sum + estimateRow(row), 32),
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    observeElementRect: observeRectKeepingEnd,
    scrollToFn: scrollUnlessThere,
  });

  useLayoutEffect(() => {
    anchorOnMessages(virtualizer);
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // Sent from this box: shown at the end even when the reader had scrolled up.
  const sends = useRef(ownSends);
  useLayoutEffect(() => {
    if (ownSends > sends.current) virtualizer.scrollToEnd();
    sends.current = ownSends;
  }, [ownSends, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstShown = virtualizer.range?.startIndex ?? Infinity;
  const { onScroll: asksOnScroll, loading, request } = older;
  useEffect(() => {
    if (asksOnScroll && !loading && firstShown < OLDER_AHEAD) request();
  }, [asksOnScroll, loading, firstShown, request]);

  const runs = runsByDay(items.map((item) => ({ item, row: rows[item.index] })));
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        role="log"
        aria-label={label}
        onScroll={(e) => {
          const box = e.currentTarget;
          setAway(box.scrollHeight - box.scrollTop - box.clientHeight > AT_END_PX);
        }}
        // The virtualiser keeps the reader's row in place itself; the browser's own anchoring would move it twice.
        className="min-h-0 flex-1 overflow-y-auto px-3 [overflow-anchor:none] sm:px-5"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {runs.map((run) => {
              const rendered = run.items.map(({ item, row }) => (
                <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="absolute inset-x-0 top-0 pb-2" style={{ transform: `translateY(${item.start}px)` }}>
                  {row.kind === 'older' && (
                    <div className="flex justify-center">
                      <Button variant="secondary" loading={loading} onClick={request}>{t('older')}</Button>
                    </div>
                  )}
                  {row.kind === 'day' && (
                    <p className="mx-auto w-fit rounded-full bg-slate-100 px-3 py-0.5 text-xs font-medium text-slate-600">{dayLabel(row.day)}</p>
                  )}
                  {row.kind === 'divider' && (
                    <p role="separator" className="flex items-center gap-2 text-xs font-semibold text-teal-700 before:h-px before:flex-1 before:bg-teal-200 after:h-px after:flex-1 after:bg-teal-200">
                      {t('new-messages')}
                    </p>
                  )}
                  {row.kind === 'message' && (
                    <MessageBubble m={row.m} time={time} actions={actions} picking={picking} selected={row.m.id !== null && picked.has(row.m.id)} />
                  )}
                </div>
              ));
              return run.day === null
                ? <Fragment key="top">{rendered}</Fragment>
                : <section key={`day-${run.day}`} aria-label={dayLabel(run.day)} className="contents">{rendered}</section>;
            })}
        </div>
      </div>
      {away && (
        <button
          type="button"
          onClick={() => virtualizer.scrollToEnd()}
          className="absolute end-4 bottom-4 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-teal-800 shadow ring-1 ring-slate-200"
        >
          {t('to-newest')}
        </button>
      )}
    </div>
  );
}
