// The one chart part the banner and flash dialogs share for reopening where the seller was (part 2 §2
// `openDialog=…&step=…`, and back from /payment after a declined card, the draft in the address). The
// dialog keeps the step asked for in `resumeAt` (0 once it has landed). When its loading ends it lands
// at the furthest step asked for whose steps before it hold, else where a fresh dialog starts, and the
// asked step is forgotten either way (editing later never jumps ahead again).
import { and } from 'xstate';

/** A guard by name, with params, or a combinator. */
type GuardRef = unknown;
type ActionRef = unknown;

export type ResumeContext = { resumeAt: number };

/** A step the dialog can reopen at: its 1-based number, its state, and what must all hold for it (the steps before). */
export type ResumeStep = { step: number; target: string; holds: readonly GuardRef[] };
/** Where it lands otherwise: a fresh dialog's first step (per guard, the last branch unguarded). */
export type ResumeStart = { guard?: GuardRef; target: string };

/**
 * The branches name a guard `asksForStep` ({ step }) and an action `landed`, which a machine's setup
 * gives as `({ context }, params) => asksForStep(context, params.step)` and `assign(landed)`.
 */
export const asksForStep = (context: ResumeContext, step: number) => context.resumeAt >= step;
/** Landed: the asked step is used up. */
export const landed: ResumeContext = { resumeAt: 0 };

/**
 * The branches of the transition that ends the dialog's loading: each step from the furthest, then the
 * fresh start. Every branch runs `keep` (what the loading brought) and then `landed`.
 */
export function resumeBranches(options: { steps: readonly ResumeStep[]; start: readonly ResumeStart[]; keep: readonly ActionRef[] }): never[] {
  const actions = () => [...options.keep, 'landed'];
  const steps = [...options.steps].sort((a, b) => b.step - a.step).map(({ step, target, holds }) => ({
    guard: and([{ type: 'asksForStep', params: { step } }, ...(holds as never[])]),
    target,
    actions: actions(),
  }));
  const start = options.start.map(({ guard, target }) => ({ ...(guard === undefined ? {} : { guard }), target, actions: actions() }));
  return [...steps, ...start] as never[];
}
