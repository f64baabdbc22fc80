import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { INFINITE_SCROLL_DISTANCE_PX } from '../../domain/limits';

/**
 * Asks for more when the end of the list comes within INFINITE_SCROLL_DISTANCE_PX of the scroll
 * container's visible end. Returns the ref of a marker to place after the rows. An IntersectionObserver
 * answers from the browser's own rendering step; reading scrollHeight instead forced the layout of rows
 * just committed, in a scroll event or a task of its own (23 ms of /products' load in a profile,
 * ).
 */
export function useEndReached(rootRef: RefObject<HTMLElement | null>, enabled: boolean, onEndReached: () => void, rowCount: number) {
  const markerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onEndReached);
  useLayoutEffect(() => {
    latest.current = onEndReached;
  });
  useEffect(() => {
    const root = rootRef.current;
    const marker = markerRef.current;
    if (!enabled || !root || !marker) return;
    // A new observer reports where the marker is now: after each page, so a page too short to scroll
    // still pulls the next one.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { root, rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px` });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [rootRef, enabled, rowCount]);
  return markerRef;
}
