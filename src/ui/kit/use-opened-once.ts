import { useState } from 'react';

/**
 * True from the first render where `open` is true, for good. A dialog loaded lazily mounts then and
 * stays mounted, so later it closes (and opens) with its transitions as if it had always been there;
 * before that, a closed Headless UI dialog renders nothing anyway.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's way to derive state from a prop): the dialog mounts in this same render.
  if (open && !opened) setOpened(true);
  return opened || open;
}
