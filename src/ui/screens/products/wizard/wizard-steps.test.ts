import { afterEach, describe, expect, it, vi } from 'vitest';
import { deploymentReading, stepLabelKeys } from './wizard-steps';

describe('the wizard reading', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the build setting, A by default', () => {
    vi.stubEnv('VITE_WIZARD_READING', '');
    expect(deploymentReading('')).toBe('A');
    vi.stubEnv('VITE_WIZARD_READING', 'B');
    expect(deploymentReading('')).toBe('B');
  });

  it('?reading=A|B in the address shows the other one; anything else keeps the build setting', () => {
    vi.stubEnv('VITE_WIZARD_READING', 'B');
    expect(deploymentReading('?reading=A')).toBe('A');
    expect(deploymentReading('?inspect&reading=B')).toBe('B');
    expect(deploymentReading('?reading=C')).toBe('B');
    vi.stubEnv('VITE_WIZARD_READING', '');
    expect(deploymentReading('?reading=B')).toBe('B');
  });

  it('names the steps of each reading (B step 5 after the category type)', () => {
    expect(stepLabelKeys('A', 'used')[3]).toBe('step-more');
    expect(stepLabelKeys('B', 'used')[4]).toBe('step-status');
    expect(stepLabelKeys('B', 'new')[4]).toBe('step-trade-in');
  });
});
