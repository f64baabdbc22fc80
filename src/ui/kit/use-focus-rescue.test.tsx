// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

/** A toolbar of two buttons, the second opening a stand-in dialog that takes the focus. */
function Toolbar({ open, showOpener = true }: { open: boolean; showOpener?: boolean }) {
  useFocusRescue(open);
  return (
    <main>
      <h1>Employees</h1>
      <div>
        <button type="button">Export</button>
        {showOpener && <button type="button">Add employee</button>}
      </div>
      {open && <input aria-label="Full name" autoFocus />}
    </main>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useFocusRescue', () => {
  it('gives focus back to the opener itself when it lost focus but is still there', async () => {
    const { rerender } = render(<Toolbar open={false} />);
    screen.getByRole('button', { name: 'Add employee' }).focus();
    rerender(<Toolbar open />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full name' }));
    // The dialog's field goes with it, and nothing has given the focus back yet.
    rerender(<Toolbar open={false} />);
    expect(document.activeElement).toBe(document.body);
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add employee' }));
  });

  it('puts it on the nearest surviving control when the opener is gone', async () => {
    const { rerender } = render(<Toolbar open={false} />);
    screen.getByRole('button', { name: 'Add employee' }).focus();
    rerender(<Toolbar open />);
    rerender(<Toolbar open={false} showOpener={false} />);
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }));
  });
});
