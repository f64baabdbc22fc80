import { useCallback, useEffect, type RefObject } from 'react';
import { INFINITE_SCROLL_DISTANCE_PX } from '../../domain/limits';

/**
 * Asks for more when the scroll container is within INFINITE_SCROLL_DISTANCE_PX of its end, on
 * scroll and after each page (a page too short to scroll must still pull the next one).
 */
export function useEndReached(ref: RefObject<HTMLElement | null>, enabled: boolean, onEndReached: () => void, rowCount: number) {
  const check = useCallback(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= INFINITE_SCROLL_DISTANCE_PX) onEndReached();
  }, [ref, enabled, onEndReached]);
  // After the frame that lays the new rows out: read inside React's commit, scrollHeight forced that
  // layout there, one long task with the commit on a slow phone (issue 15).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(check);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [check, rowCount]);
  return check;
}
