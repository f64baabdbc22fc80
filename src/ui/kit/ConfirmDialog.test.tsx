// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

function ask(busy: boolean, calls: { cancel: () => void; remove: () => void; pay: () => void }) {
  render(
    <ConfirmDialog title="Unpaid membership" cancelLabel="Close" onCancel={calls.cancel} busy={busy}
      answers={[{ label: 'Remove', variant: 'secondary', onClick: calls.remove, loading: busy }, { label: 'Pay now', onClick: calls.pay }]}>
      <p>Pay or remove it.</p>
    </ConfirmDialog>,
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog: the way back first, then each answer, each calling its own', () => {
    const calls = { cancel: vi.fn(), remove: vi.fn(), pay: vi.fn() };
    ask(false, calls);
    const dialog = screen.getByRole('alertdialog', { name: 'Unpaid membership' });
    expect(dialog.textContent).toContain('Pay or remove it.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close', 'Remove', 'Pay now']);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(calls.pay).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(calls.cancel).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(calls.cancel).toHaveBeenCalledTimes(2);
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('while an answer is under way every button waits and Escape does not close it', () => {
    const calls = { cancel: vi.fn(), remove: vi.fn(), pay: vi.fn() };
    ask(true, calls);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(calls.cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
