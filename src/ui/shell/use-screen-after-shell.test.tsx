// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_AFTER_SHELL_FALLBACK_MS, useScreenAfterShell } from './use-screen-after-shell';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shell() {
  const shown = useScreenAfterShell();
  return <main>{shown ? 'the screen' : 'the frame'}</main>;
}

describe('useScreenAfterShell', () => {
  it('renders the shell with the frame first, and the screen in a task after the next frame', async () => {
    render(<Shell />);
    expect(screen.getByRole('main').textContent).toBe('the frame');
    // The frame's callback only queues the task: the screen is not in the frame the shell is painted in.
    await act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByRole('main').textContent).toBe('the frame');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('main').textContent).toBe('the screen');
  });

  it('shows the screen anyway when the page renders no frames (a background tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      render(<Shell />);
      await act(() => vi.advanceTimersByTimeAsync(SCREEN_AFTER_SHELL_FALLBACK_MS - 1));
      expect(screen.getByRole('main').textContent).toBe('the frame');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('main').textContent).toBe('the screen');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
