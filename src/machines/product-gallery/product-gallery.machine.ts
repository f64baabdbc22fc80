// The full-screen image gallery: which photo shows and how far it is zoomed (panning is scrolling).
import { assertEvent, assign, setup } from 'xstate';

export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

export type ProductGalleryContext = { count: number; index: number; zoom: number };
export type ProductGalleryEvent =
  | { type: 'OPENED'; index: number }
  | { type: 'CLOSED' }
  | { type: 'THUMBNAIL_CHOSEN'; index: number }
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
    // A new photo starts unzoomed.
    openAt: assign(({ context, event }) => {
      assertEvent(event, ['OPENED', 'THUMBNAIL_CHOSEN']);
      return { index: Math.min(Math.max(event.index, 0), context.count - 1), zoom: 1 };
    }),
    // Wraps around both ways.
    turn: assign(({ context }, by: 1 | -1) => ({ index: (context.index + by + context.count) % context.count, zoom: 1 })),
    zoomIn: assign({ zoom: ({ context }) => step(context.zoom, 1) }),
    zoomOut: assign({ zoom: ({ context }) => step(context.zoom, -1) }),
    resetZoom: assign({ zoom: 1 }),
  },
}).createMachine({
  id: 'productGallery',
  context: ({ input }) => ({ count: input.count, index: 0, zoom: 1 }),
  initial: 'closed',
  states: {
    closed: { on: { OPENED: { target: 'open', actions: 'openAt' } } },
    open: {
      on: {
        CLOSED: { target: 'closed', actions: 'resetZoom' },
        // A thumbnail under the open gallery shows that photo (OPENED only opens a closed gallery).
        THUMBNAIL_CHOSEN: { actions: 'openAt' },
        NEXT_CLICKED: { actions: { type: 'turn', params: 1 } },
        PREVIOUS_CLICKED: { actions: { type: 'turn', params: -1 } },
        ZOOMED_IN: { guard: 'canZoomIn', actions: 'zoomIn' },
        ZOOMED_OUT: { guard: 'canZoomOut', actions: 'zoomOut' },
      },
    },
  },
});
