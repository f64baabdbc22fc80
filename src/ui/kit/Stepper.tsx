// Numbered steps with the current one marked (aria-current="step"); done steps show a check. With
// onStepClick the indicators are buttons; `compact` shows only the current step's label (7 steps),
// and below `sm` smaller dots without it, so seven steps fit a 320 px phone.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../domain/numbers';
import { cx } from './cx';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
// How long a step's first field may take to appear (its data loading) before the focus stays on the step.
const WAIT_MS = 5_000;

/** The first visible control after the stepper in its container (the step's body), if any. */
function firstField(list: HTMLElement, box: HTMLElement): HTMLElement | null {
  for (const el of box.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (list.contains(el) || !(list.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (el.getClientRects().length > 0) return el;
  }
  return null;
}

/**
 * A new step takes the focus to its first field (else the step itself, until a field appears): after
 * Next the focus would otherwise fall to the footer's first button. `box` is the stepper's parent,
 * which holds the step's body.
 */
function focusNewStep(list: HTMLElement): () => void {
  const box = list.parentElement;
  if (!box) return () => {};
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => { observer?.disconnect(); clearTimeout(timer); };
  const frame = requestAnimationFrame(() => {
    const field = firstField(list, box);
    if (field) { field.focus(); return; }
    // Nothing to type into yet (loading, or a review): the step holds the focus; a field that appears while it does takes it.
    if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1');
    box.focus({ preventScroll: true });
    observer = new MutationObserver(() => {
      if (document.activeElement !== box) { stop(); return; }
      const later = firstField(list, box);
      if (later) { stop(); later.focus(); }
    });
    observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    timer = setTimeout(stop, WAIT_MS);
  });
  return () => { cancelAnimationFrame(frame); stop(); };
}

export function Stepper({ steps, current, label, onStepClick, compact, moveFocus }: {
  steps: readonly string[]; current: number; label: string; onStepClick?: (index: number) => void; compact?: boolean;
  /** A change of step puts the focus on the new step's first field (the dialogs whose footer changes with the step). */
  moveFocus?: boolean;
}) {
  const { i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (!moveFocus || shown.current === current || !list.current) return undefined;
    shown.current = current;
    return focusNewStep(list.current);
  }, [current, moveFocus]);
  return (
    <ol ref={list} aria-label={label} className={cx('flex items-center', compact ? 'gap-1 sm:gap-1.5' : 'gap-3')}>
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        const dot = (
          <span
            className={cx(
              compact ? 'max-sm:size-6' : '', 'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold transition',
              done && 'bg-teal-700 text-white',
              active && 'bg-teal-50 text-teal-800 ring-2 ring-teal-700',
              !done && !active && 'bg-slate-100 text-slate-500',
            )}
          >
            {done ? (
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" /></svg>
            ) : (
              formatNumber(index + 1, i18n.language)
            )}
          </span>
        );
        const text = (
          <span className={cx('text-sm whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500', compact && !active && 'sr-only', compact && active && 'max-sm:sr-only',
            // Three labels or more do not fit a 320 px phone beside their numbers: there only the current one shows.
            !compact && !active && steps.length > 2 && 'max-[24rem]:sr-only')}>{step}</span>
        );
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className={cx('flex items-center', compact ? 'gap-1 sm:gap-1.5' : 'gap-3', index < steps.length - 1 && 'flex-1')}>
            {onStepClick ? (
              <button type="button" onClick={() => onStepClick(index)} title={step} className="flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
                {dot}
                {text}
              </button>
            ) : (
              <span className="flex items-center gap-2">{dot}{text}</span>
            )}
            {index < steps.length - 1 && <span aria-hidden="true" className={cx('h-0.5 flex-1 rounded-full', compact ? 'min-w-2' : '', done ? 'bg-teal-700' : 'bg-slate-200')} />}
          </li>
        );
      })}
    </ol>
  );
}
