// The full-screen image gallery: which photo shows and how far it is zoomed (panning is scrolling).
import { assign, setup } from 'xstate';

export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

export type ProductGalleryContext = { count: number; index: number; zoom: number };
export type ProductGalleryEvent =
  | { type: 'OPENED'; index: number }
  | { type: 'CLOSED' }
  | { type: 'NEXT_CLICKED' }
  | { type: 'PREVIOUS_CLICKED' }
  | { type: 'ZOOMED_IN' }
  | { type: 'ZOOMED_OUT' };

const step = (zoom: number, by: number) => {
  const at = ZOOM_LEVELS.indexOf(zoom as (typeof ZOOM_LEVELS)[number]);
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, at + by))];
};

export const productGalleryMachine = setup({
  types: {
    context: {} as ProductGalleryContext,
    events: {} as ProductGalleryEvent,
    input: {} as { count: number },
  },
  guards: {
    canZoomIn: ({ context }) => context.zoom < ZOOM_LEVELS[ZOOM_LEVELS.length - 1],
    canZoomOut: ({ context }) => context.zoom > ZOOM_LEVELS[0],
  },
  actions: {
    // Wraps around both ways; a new photo starts unzoomed.
    showPhoto: assign(({ context, event }) => {
      const by = event.type === 'NEXT_CLICKED' ? 1 : event.type === 'PREVIOUS_CLICKED' ? -1 : 0;
      const index = event.type === 'OPENED' ? Math.min(Math.max(event.index, 0), context.count - 1) : (context.index + by + context.count) % context.count;
      return { index, zoom: 1 };
    }),
    zoomIn: assign({ zoom: ({ context }) => step(context.zoom, 1) }),
    zoomOut: assign({ zoom: ({ context }) => step(context.zoom, -1) }),
    resetZoom: assign({ zoom: 1 }),
  },
}).createMachine({
  id: 'productGallery',
  context: ({ input }) => ({ count: input.count, index: 0, zoom: 1 }),
  initial: 'closed',
  states: {
    closed: { on: { OPENED: { target: 'open', actions: 'showPhoto' } } },
    open: {
      on: {
        CLOSED: { target: 'closed', actions: 'resetZoom' },
        NEXT_CLICKED: { actions: 'showPhoto' },
        PREVIOUS_CLICKED: { actions: 'showPhoto' },
        ZOOMED_IN: { guard: 'canZoomIn', actions: 'zoomIn' },
        ZOOMED_OUT: { guard: 'canZoomOut', actions: 'zoomOut' },
      },
    },
  },
});
