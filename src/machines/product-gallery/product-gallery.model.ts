// The gallery's model for checkModel and `npm run paths -- product-gallery`: three photos.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { productGalleryMachine, ZOOM_LEVELS } from './product-gallery.machine';

export const machine = productGalleryMachine;
export const input = { count: 3 };
type Snap = SnapshotFrom<typeof productGalleryMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('closed')) return [lands('open', { type: 'OPENED', index: 2 }, holds({ index: 2, zoom: 1 }))];
  const { index, zoom } = s.context;
  const at = ZOOM_LEVELS.indexOf(zoom as (typeof ZOOM_LEVELS)[number]);
  return [
    lands('closed', { type: 'CLOSED' }, holds({ zoom: 1 })),
    lands('open', { type: 'THUMBNAIL_CHOSEN', index: (index + 1) % 3 }, holds({ index: (index + 1) % 3, zoom: 1 })),
    // Photos wrap around, and each starts unzoomed.
    lands('open', { type: 'NEXT_CLICKED' }, holds({ index: (index + 1) % 3, zoom: 1 })),
    lands('open', { type: 'PREVIOUS_CLICKED' }, holds({ index: (index + 2) % 3, zoom: 1 })),
    lands('open', { type: 'ZOOMED_IN' }, holds({ zoom: ZOOM_LEVELS[Math.min(at + 1, ZOOM_LEVELS.length - 1)] })),
    lands('open', { type: 'ZOOMED_OUT' }, holds({ zoom: ZOOM_LEVELS[Math.max(at - 1, 0)] })),
  ];
}

export const model = { machine, events, input };

/** Mutants no test can tell apart. */
export const equivalentMutants: Record<string, string> = {
  'context index starts at 1 instead of 0':
    'Closed, the gallery shows nothing (its dialog is open only in open); OPENED, the only way into open, sets the index (openAt), so the start value is never shown.',
};
