// Closing a form with unsaved changes asks first ("Unsaved work"). The chart part the
// forms share: CLOSE_REQUESTED (Escape, outside click, Close/Cancel, browser Back) from editing or
// failed goes to confirmingDiscard when a field differs from how the dialog opened, else straight to
// closed; there KEEP_EDITING returns to the form (to failed while its message stands) and
// DISCARD_CONFIRMED closes it. The machine names the guards `hasUnsavedChanges` and `hasFailed` and
// provides the `close` action (the view's onClose).

/** Where CLOSE_REQUESTED goes from a state the seller edits in. */
export const closeRequested = [
  { guard: 'hasUnsavedChanges', target: 'confirmingDiscard' },
  { target: 'closed' },
] as const;

/** The question and the end of a form that was closed without saving. */
export const closingStates = {
  confirmingDiscard: {
    on: {
      KEEP_EDITING: [{ guard: 'hasFailed', target: 'failed' }, { target: 'editing' }],
      DISCARD_CONFIRMED: 'closed',
    },
  },
  closed: { type: 'final', entry: 'close' },
} as const;

export type ClosingEvent = { type: 'CLOSE_REQUESTED' } | { type: 'KEEP_EDITING' } | { type: 'DISCARD_CONFIRMED' };

/** Two values differ (plain data: form fields). */
export const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
