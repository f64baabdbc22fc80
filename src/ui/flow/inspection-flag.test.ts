// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const opened = vi.hoisted(() => ({ count: 0 }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    opened.count++;
    return { inspect: { next: () => {} } };
  },
}));

/** pageInspector as a build with these settings would run it, at this address. */
async function inspectorAt(search: string, env: { DEV: boolean; VITE_INSPECTOR?: string }) {
  vi.resetModules();
  vi.stubEnv('DEV', env.DEV);
  vi.stubEnv('VITE_INSPECTOR', env.VITE_INSPECTOR ?? '');
  window.history.replaceState(null, '', `/${search}`);
  const { pageInspector } = await import('./inspection');
  return pageInspector();
}

afterEach(() => {
  opened.count = 0;
  delete window.souqdeskInspect;
});

describe('?inspect', () => {
  it('opens the Stately inspector under the development server', async () => {
    expect(await inspectorAt('?inspect', { DEV: true })).toBeTypeOf('function');
    expect(opened.count).toBe(1);
  });
  it('is refused by a production build unless it was built with VITE_INSPECTOR=1', async () => {
    expect(await inspectorAt('?inspect', { DEV: false })).toBeUndefined();
    expect(opened.count).toBe(0);
    expect(await inspectorAt('?inspect', { DEV: false, VITE_INSPECTOR: '1' })).toBeTypeOf('function');
    expect(opened.count).toBe(1);
  });
  it('stays closed without ?inspect, whatever the build', async () => {
    expect(await inspectorAt('', { DEV: false, VITE_INSPECTOR: '1' })).toBeUndefined();
    expect(await inspectorAt('?q=inspect', { DEV: true })).toBeUndefined();
    expect(opened.count).toBe(0);
  });
  it("prefers the page's own observer (the e2e tour's)", async () => {
    window.souqdeskInspect = () => {};
    expect(await inspectorAt('', { DEV: false })).toBeTypeOf('function');
    expect(opened.count).toBe(0);
  });
});
