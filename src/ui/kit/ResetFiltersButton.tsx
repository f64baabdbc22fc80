import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';

/** Marks a list page's filter bar (ListPage sets it). */
export const FILTER_BAR_ATTRIBUTE = 'data-filter-bar';

/**
 * A list's "Reset filters". It goes away with the filters it clears (in the bar, and in the empty list),
 * so it first hands the focus to the bar's first control: else the focus would drop to the page's start
 * and a keyboard user would Tab through the drawer again to reach the list.
 */
export function ResetFiltersButton({ onReset, variant = 'link', className, children }: {
  onReset: () => void; variant?: ButtonProps['variant']; className?: string; children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => {
        document.querySelector<HTMLElement>(`[${FILTER_BAR_ATTRIBUTE}] :is(button, input):not(:disabled)`)?.focus();
        onReset();
      }}
    >
      {children}
    </Button>
  );
}
