// The gallery's model for checkModel and `npm run paths -- product-gallery`: three photos.
import type { EventObject, SnapshotFrom } from 'xstate';
import { productGalleryMachine } from './product-gallery.machine';

export const machine = productGalleryMachine;
export const input = { count: 3 };
type Snap = SnapshotFrom<typeof productGalleryMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('closed')) return [{ type: 'OPENED', index: 2 } as EventObject];
  return ['CLOSED', 'NEXT_CLICKED', 'PREVIOUS_CLICKED', 'ZOOMED_IN', 'ZOOMED_OUT'].map((type) => ({ type }));
}

export const model = { machine, events, input };
